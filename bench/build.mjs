// `npm run bench:build`: generates a synthetic site (default 2,500 stories per language, 10,000
// stories and 11,656 pages), builds it, and prints build seconds, pages per second and peak memory.
// Budget on a 2-core machine (issue 16): 10,000 stories built in at most 35 s with at most 1.5 GB
// peak memory. Another BENCH_STORIES_PER_LANGUAGE scales the time budget by the stories built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { writeSyntheticContent } from './synthetic-content.mjs';
import { buildEnv } from '../scripts/build-env.mjs';

const perLanguage = Number(process.env.BENCH_STORIES_PER_LANGUAGE ?? 2500);
const work = join(process.cwd(), 'bench', '.work');
const contentDir = join(work, 'content');
const outDir = join(work, 'dist');
/** Issue 16's budget: 10,000 stories in at most 35 s, peak memory at most 1,536 MB. */
const budget = { maxSecondsFor10000Stories: 35, maxPeakMemoryMb: 1536 };

// Nothing is deleted just before the clock starts (README, Benchmarks: on some file systems,
// creating files within a minute of many deletions is many times slower): the last run's output is
// moved aside and deleted once the figures are out, and a run started less than a minute after
// such a deletion (this checkout's or another's) flushes the file system and waits out the rest of
// that minute; BENCH_SETTLE_SECONDS=0 skips the wait.
const previousOutput = join(work, 'dist-previous');
const deletedAtFile = join(tmpdir(), 'velora-bench-build-deleted-at');
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 61);
if (!Number.isFinite(settleSeconds) || settleSeconds < 0) {
  console.error(
    `BENCH_SETTLE_SECONDS must be a number of seconds, 0 or more (got "${process.env.BENCH_SETTLE_SECONDS}").`,
  );
  process.exit(1);
}
/** Deletes `dir`, noting when, for the next run's wait. */
function deleteOutput(dir) {
  if (!existsSync(dir)) return;
  rmSync(dir, { recursive: true, force: true });
  writeFileSync(deletedAtFile, String(Date.now()));
}
console.log(`Generating ${perLanguage} stories per language…`);
writeSyntheticContent(contentDir, perLanguage, 'content/site.json');
deleteOutput(previousOutput); // left by a run that did not finish
if (existsSync(outDir)) renameSync(outDir, previousOutput);
const lastDeletion = existsSync(deletedAtFile) ? Number(readFileSync(deletedAtFile, 'utf8')) : 0;
const settleMs = lastDeletion + settleSeconds * 1000 - Date.now();
if (settleMs > 0) {
  console.log(
    `Waiting ${Math.ceil(settleMs / 1000)} s after the last run's deletion (BENCH_SETTLE_SECONDS)…`,
  );
  spawnSync('sync');
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** Resident memory of a process tree in bytes, read from /proc. */
function treeRss(pid) {
  let total = 0;
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
  return total + children.reduce((sum, child) => sum + treeRss(child), 0);
}

// BENCH_VERBOSE=1 prints the build's own log, each line with the seconds since the start, to see
// where the time goes (Astro's phases, our integrations' summaries).
const verbose = process.env.BENCH_VERBOSE === '1';
const started = performance.now();
const child = spawn(
  process.execPath,
  ['node_modules/astro/bin/astro.mjs', 'build', verbose ? '' : '--silent'].filter(Boolean),
  {
    stdio: ['ignore', verbose ? 'pipe' : 'ignore', 'inherit'],
    // The environment `npm run build` gives its Astro process (scripts/build-env.mjs).
    env: buildEnv({ ...process.env, CONTENT_DIR: contentDir, ASTRO_OUT_DIR: outDir }),
  },
);
if (verbose)
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!/^\s*[│├└▶λ]/.test(line))
      console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
  });
let peak = 0;
const timer = setInterval(() => {
  peak = Math.max(peak, treeRss(child.pid));
}, 100);
const code = await new Promise((resolve) => child.on('exit', resolve));
clearInterval(timer);
const seconds = (performance.now() - started) / 1000;
// CPU seconds of the build and every process it waited for (Linux: cutime and cstime of this
// process), the figure that still compares on a machine shared with other work. The system part is
// mostly the file system's: the build creates about 47,000 files (pages, their variants, the
// search index), and on a file system slow to create files it grows by tens of seconds.
const stat = readFileSync('/proc/self/stat', 'utf8');
const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const userSeconds = Number(ticks[13]) / 100;
const systemSeconds = Number(ticks[14]) / 100;
const cpuSeconds = Number((userSeconds + systemSeconds).toFixed(2));
if (code !== 0) {
  console.error(`The build failed (exit ${code}).`);
  process.exit(1);
}
const pages = readdirSync(join(outDir, 'client'), { recursive: true }).filter((f) =>
  String(f).endsWith('.html'),
).length;
const result = {
  pages,
  seconds: Number(seconds.toFixed(1)),
  pagesPerSecond: Math.round(pages / seconds),
  peakMemoryMb: Math.round(peak / 1024 / 1024),
  cpuSeconds,
  userSeconds,
  systemSeconds,
  loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  // writeSyntheticContent writes `perLanguage` stories in each of the four languages.
  stories: perLanguage * 4,
  budget,
};
// The issue's budget is for 10,000 stories (11,656 pages here, with the lists and the languages'
// other pages), so the time is scaled by stories, not by pages.
const budgetSeconds = (budget.maxSecondsFor10000Stories * result.stories) / 10000;
result.pass = seconds <= budgetSeconds && result.peakMemoryMb <= budget.maxPeakMemoryMb;
console.log(`\nBuild benchmark (${perLanguage} stories per language)`);
console.log(`  pages built      ${pages}`);
console.log(`  build time       ${result.seconds} s`);
console.log(`  pages per second ${result.pagesPerSecond}`);
console.log(`  peak memory      ${result.peakMemoryMb} MB`);
console.log(
  `  CPU time         ${result.cpuSeconds} s (user ${userSeconds} s + system ${systemSeconds} s, build and its children)`,
);
console.log(`  load average     ${result.loadAverage} (1, 5, 15 min; 2 cores)`);
console.log(
  `  budget           10,000 stories ≤ ${budget.maxSecondsFor10000Stories} s, ≤ ${budget.maxPeakMemoryMb} MB: ${result.pass ? 'PASS' : 'FAIL'}` +
    (result.stories === 10000 ? '' : ` (${result.stories} stories: ≤ ${budgetSeconds.toFixed(1)} s)`),
);
if (!existsSync('bench/results')) mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/build.json', `${JSON.stringify(result, null, 2)}\n`);
deleteOutput(previousOutput);
// A missed budget fails the run, as every other benchmark's does (`npm run bench` counts them).
if (!result.pass) process.exitCode = 1;
