// Builds the site a second time from the Storyblok source, pointed at a local stand-in of the CDN
// API that serves content/ in CDN format, and checks that every built page equals the one built
// from the local files (dist/client, made by `npm run build` before). Exit code 1 on a difference.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLocalSource } from '../src/cms/sources/local-source.ts';
import { startStoryblokStandIn } from '../test/support/storyblok-stand-in.ts';
import { buildEnv } from './build-env.mjs';

const reference = 'dist/client';
const outDir = '.data/storyblok-parity';
const token = 'parity-check-token';

const listPages = (root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|xml)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

const standIn = await startStoryblokStandIn(createLocalSource(process.env.CONTENT_DIR ?? 'content'), token);
rmSync(outDir, { recursive: true, force: true });
// Asynchronous on purpose: the stand-in answers from this very process while the build runs.
const status = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: buildEnv({
      ...process.env,
      STORYBLOK_TOKEN: token,
      STORYBLOK_API_URL: standIn.apiUrl,
      ASTRO_OUT_DIR: outDir,
    }),
  });
  child.on('exit', (code) => resolve(code));
});
await standIn.close();
if (status !== 0) {
  console.error('The build from the Storyblok source failed.');
  process.exit(1);
}
const expected = listPages(reference);
const actual = listPages(join(outDir, 'client'));
const differences = [];
if (expected.join('\n') !== actual.join('\n'))
  differences.push(`page lists differ: ${expected.length} local, ${actual.length} Storyblok`);
for (const page of expected) {
  if (!actual.includes(page)) continue;
  if (readFileSync(join(reference, page), 'utf8') !== readFileSync(join(outDir, 'client', page), 'utf8'))
    differences.push(`${page} differs`);
}
console.log(
  differences.length === 0
    ? `Storyblok source parity: ${expected.length} pages identical to the local build (${standIn.requests.length} CDN requests).`
    : `Storyblok source parity FAILED:\n  ${differences.slice(0, 20).join('\n  ')}`,
);
rmSync(outDir, { recursive: true, force: true });
process.exit(differences.length === 0 ? 0 : 1);
