// `npm run bench`: every benchmark in one run on one machine, each printing its own figures and
// writing bench/results/*.json; a missing build is made first for the browser benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benchmarks = [
  ['Build (synthetic 10,000 stories)', 'bench/build.mjs'],
  ['Submissions under load', 'bench/submissions.mjs'],
  ['Pages under load', 'bench/pages.mjs'],
  ['Delivery: 3,000 backlog to the local inbox, pages while it drains', 'bench/delivery.mjs'],
  ['Publish: webhook to live (sample and 10,000 pages)', 'bench/publish.mjs'],
  ['Page weight and layout shift', 'bench/page-weight.mjs'],
  ['Lighthouse', 'bench/lighthouse.mjs'],
  ['Security headers (MDN HTTP Observatory)', 'bench/observatory.mjs'],
];

if (!existsSync('dist/client/index.html'))
  spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
// A benchmark fails (exit status not 0) when it misses a budget or cannot run: the run then says
// which, and exits 1.
const failed = [];
let ran = 0;
for (const [title, file] of benchmarks) {
  if (!existsSync(file)) continue;
  console.log(`\n=== ${title} (${file}) ===`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  ran += 1;
  if (result.status !== 0) failed.push(title);
}
console.log(
  `\n${ran - failed.length} of ${ran} benchmarks passed` +
    (failed.length > 0 ? `; failed: ${failed.join('; ')}` : ''),
);
process.exit(failed.length === 0 ? 0 : 1);
