// Serves the last build (dist/client, or STATIC_ROOT) with the API: `npm run serve`. Honours PORT
// (4321) and HOST. The server runs in this very process (src/server/main.ts), so SIGTERM or SIGINT
// sent to `npm run serve` or `npm start` reaches it directly: it closes gracefully and leaves no
// child behind. E2E_FRESH_DATA=1 (the end-to-end tests) empties DATA_DIR first.
import { existsSync, rmSync } from 'node:fs';
import { ConfigError, loadRuntimeConfig, loadStorageConfig } from '../src/config/index.ts';

function readPart(load) {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}

const { staticRoot } = readPart(loadRuntimeConfig);
if (!existsSync(`${staticRoot}/index.html`)) {
  console.error(
    `No build found in ${staticRoot}. Run \`npm run build\` first, or \`npm start\` to build and serve.`,
  );
  process.exit(1);
}
if (process.env.E2E_FRESH_DATA === '1' && process.env.DATA_DIR)
  rmSync(readPart(loadStorageConfig).dataDir, { recursive: true, force: true });

await import('../src/server/main.ts');
