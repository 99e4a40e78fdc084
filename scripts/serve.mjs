// Serves the last build (dist/client, or STATIC_ROOT) with the API: `npm run serve`. Honours PORT
// (4321) and HOST. The server runs in this very process (src/server/main.ts), so SIGTERM or SIGINT
// sent to `npm run serve` or `npm start` reaches it directly: it closes gracefully and leaves no
// child behind.
import { existsSync, rmSync } from 'node:fs';

const staticRoot = process.env.STATIC_ROOT || 'dist/client';
if (!existsSync(`${staticRoot}/index.html`)) {
  console.error(
    `No build found in ${staticRoot}. Run \`npm run build\` first, or \`npm start\` to build and serve.`,
  );
  process.exit(1);
}
if (process.env.E2E_FRESH_DATA === '1' && process.env.DATA_DIR)
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });

process.env.STATIC_ROOT = staticRoot;
await import('../src/server/main.ts');
