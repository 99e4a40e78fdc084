// `npm run build`: the static pages (dist/client) and the server entry (dist/server). Arguments
// are passed to `astro build` (`--silent`, say).
import { spawnSync } from 'node:child_process';
import { buildEnv } from './build-env.mjs';

const result = spawnSync(
  process.execPath,
  ['node_modules/astro/bin/astro.mjs', 'build', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: buildEnv(),
  },
);
process.exit(result.status ?? 1);
