// Serves the last build (dist/client) with the API: `npm run serve`. Honours PORT (4321) and HOST.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

if (!existsSync('dist/client/index.html')) {
  console.error(
    'No build found in dist/client. Run `npm run build` first, or `npm start` to build and serve.',
  );
  process.exit(1);
}
if (process.env.E2E_FRESH_DATA === '1' && process.env.DATA_DIR)
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const child = spawn(process.execPath, ['src/server/main.ts'], {
  stdio: 'inherit',
  env: { STATIC_ROOT: 'dist/client', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
