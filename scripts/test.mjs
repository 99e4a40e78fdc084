// `npm test`: every test of the project, in order: types, lint and format, unit tests, the build,
// then the end-to-end tests against the built site. Ends with one line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './browser-paths.mjs';

const results = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];
// Every child finds the project's Node 24 first on the PATH, however this script was started.
const binPath = `${process.cwd()}/node_modules/.bin`;
const env = { ASTRO_TELEMETRY_DISABLED: '1', ...process.env, PATH: `${binPath}:${process.env.PATH ?? ''}` };
mkdirSync('test-results', { recursive: true });

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** Runs `[label, title, args]` node commands, `limit` at a time; resolves with [label, passed] in order. */
async function runConcurrently(tasks, limit) {
  const outcomes = tasks.map(([label, title, args]) => {
    let start;
    const started = new Promise((resolve) => (start = resolve));
    const done = started.then(
      () =>
        new Promise((resolve) => {
          const output = [];
          const child = spawn(node, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output) }));
          child.on('error', (error) => resolve({ ok: false, output: Buffer.from(String(error)) }));
        }),
    );
    return { label, title, args, start, done };
  });
  let next = 0;
  const startNext = () => outcomes[next++]?.start();
  // Whichever ends first makes room for the next one.
  for (const outcome of outcomes) void outcome.done.then(startNext);
  for (let i = 0; i < limit; i += 1) startNext();
  const results = [];
  for (const outcome of outcomes) {
    const { ok, output } = await outcome.done;
    console.log(`\n▶ ${outcome.title}: ${[node, ...outcome.args].join(' ')}`);
    process.stdout.write(output);
    results.push([outcome.label, ok]);
  }
  return results;
}

function count(label, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** `file › test` for every failed test of a Vitest JSON report, suites that did not load included. */
function failedUnitTests(report) {
  const relative = (file) => file.replace(`${process.cwd()}/`, '');
  return report.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed') return [`${relative(suite.name)} (did not run)`];
    return failed.map((test) => `${relative(suite.name)} › ${test.fullName}`);
  });
}

/** `file › title` for every Playwright test whose outcome was unexpected. */
function failedEndToEndTests(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'unexpected').map(() => `e2e/${spec.file} › ${spec.title}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}

/** Runs `apt-get <args>` (through sudo unless root), non-interactive; true when it succeeds. */
function apt(...args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const [command, ...rest] = [...sudo, 'apt-get', ...args];
  return (
    spawnSync(command, rest, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

/** Installs a Debian package, updating the package lists first when they do not know it yet. */
function aptInstall(name) {
  return apt('install', '-y', name) || (apt('update') && apt('install', '-y', name));
}

/**
 * The browser of the end-to-end tests, from Debian's packages, never a downloaded one (README,
 * "Tests"): CHROMIUM_PATH when set; otherwise Chromium's headless shell (package
 * chromium-headless-shell, the same Chromium without the desktop browser around it, which Playwright
 * itself runs for headless tests: a quarter faster here), installed when missing; and the full
 * `chromium` when the shell cannot be had.
 */
function ensureBrowser() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  const shell = headlessShellPath;
  if (!existsSync(shell)) {
    console.log('Installing Debian’s chromium-headless-shell (never a downloaded browser).');
    aptInstall('chromium-headless-shell');
  }
  if (existsSync(shell)) {
    env.CHROMIUM_PATH = shell;
    return true;
  }
  const full = chromiumPath;
  if (!existsSync(full)) {
    console.log('The headless shell could not be installed: installing Debian’s chromium package.');
    aptInstall('chromium');
  }
  env.CHROMIUM_PATH = full;
  return existsSync(full);
}

const node = process.execPath;
const bin = (name) => `node_modules/.bin/${name}`;

count('chromium available', ensureBrowser());
// The static checks, two at a time (each is one process on one core): each one's output is
// printed whole when it ends, in the order they are listed.
const checks = [
  ['types (astro check)', 'Type check', [bin('astro'), 'check', '--minimumFailingSeverity', 'warning']],
  ['lint (eslint)', 'Lint', [bin('eslint'), '--max-warnings=0', '.']],
  ['format (prettier)', 'Format', [bin('prettier'), '--check', '--log-level', 'warn', '.']],
  [
    'layers and cycles (dependency-cruiser)',
    'Layers',
    [bin('depcruise'), 'src', '--config', '.dependency-cruiser.cjs'],
  ],
  ['unused files, exports and dependencies (knip)', 'Unused code', [bin('knip')]],
  ['repeated code (jscpd)', 'Copy-paste', [bin('jscpd'), '--config', '.jscpd.json', '--silent']],
  ['file length (300 lines)', 'File length', ['scripts/check-file-length.mjs']],
];
for (const [label, ok] of await runConcurrently(checks, 2)) count(label, ok);

rmSync('test-results/vitest.json', { force: true });
const unitPassed = run('Unit tests', node, [
  bin('vitest'),
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
const unit = readJson('test-results/vitest.json');
if (unit) {
  results.passed += unit.numPassedTests;
  results.failed += unit.numFailedTests;
  if (unit.numFailedTests > 0 || unit.numFailedTestSuites > 0) failures.push('unit tests');
  failedTests.push(...failedUnitTests(unit));
  if (unit.numFailedTestSuites > 0 && unit.numFailedTests === 0) count('unit test files load', false);
  // Vitest fails a run whose tests all passed when an error escaped them (a timer firing after its
  // test file ended, say): the JSON report does not show it, the exit code does.
  else if (!unitPassed && unit.numFailedTests === 0) count('unit tests without unhandled errors', false);
} else count('unit tests ran', false);

const built = count('build', run('Build', node, ['scripts/build.mjs']));
if (built) {
  count(
    'Storyblok source builds the same pages',
    run('Storyblok source parity', node, ['scripts/check-storyblok-parity.mjs']),
  );
  rmSync('test-results/e2e.json', { force: true });
  run('End-to-end tests', node, [bin('playwright'), 'test']);
  const e2e = readJson('test-results/e2e.json');
  if (e2e?.stats) {
    results.passed += e2e.stats.expected + e2e.stats.flaky;
    results.failed += e2e.stats.unexpected;
    if (e2e.stats.unexpected > 0) failures.push('end-to-end tests');
    failedTests.push(...failedEndToEndTests(e2e));
    if (e2e.errors?.length) count('end-to-end run without errors', false);
  } else count('end-to-end tests ran', false);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
// Named again here, at the end, so that the tail of a long CI log says which test to look at.
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
