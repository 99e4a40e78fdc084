// Tells whether dist/ is older than anything it is built from, for `npm start`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['src', 'content', 'public', 'astro.config.ts', 'package-lock.json', 'tsconfig.json'];
export const buildStamp = 'dist/client/index.html';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when there is no build, or a source file changed after it was made. */
export function isBuildStale() {
  if (!existsSync(buildStamp)) return true;
  const built = statSync(buildStamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
