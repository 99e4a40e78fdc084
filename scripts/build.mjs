// `npm run build`: the static pages (dist/client) and the server entry (dist/server).
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
  stdio: 'inherit',
  env: { ASTRO_TELEMETRY_DISABLED: '1', ...process.env },
});
process.exit(result.status ?? 1);
