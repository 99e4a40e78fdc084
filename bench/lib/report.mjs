// Printing a comparison, checking its budgets (PASS/FAIL) and writing bench/results/<name>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { root } from './processes.mjs';

/** The machine's load averages (1, 5, 15 min) and CPU count, as `uptime` shows them. */
export function machineLoad() {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} on ${availableParallelism()} CPUs`;
}

const cell = (value, width) => String(value ?? '?').padStart(width);

/** One run as a table line: req/s, p50, p99, server CPU per answer, statuses. */
export function formatRun(name, run) {
  return `  ${name.padEnd(34)} ${cell(run.requestsPerSecond, 6)} req/s  p50 ${cell(run.p50Ms, 6)} ms  p99 ${cell(run.p99Ms, 7)} ms  CPU ${cell(run.serverCpuUsPerAnswer, 6)} µs/answer  ${JSON.stringify(run.statuses)}${run.unexpected ? `  ${run.unexpected} UNEXPECTED` : ''}`;
}

/** Prints every round of a compareRounds() result, then the medians. */
export function printComparison(comparison, bareName = 'bare node:http') {
  comparison.rounds.forEach((entry, index) => {
    console.log(`round ${index + 1}:`);
    console.log(formatRun(bareName, entry.bare));
    for (const [name, run] of Object.entries(entry.cases)) {
      const r = entry.ratios[name];
      console.log(`${formatRun(name, run)}  ratio ${r.ratio} (rps ${r.rpsRatio}, CPU ${r.cpuRatio})`);
    }
  });
  console.log('medians:');
  for (const [name, m] of Object.entries(comparison.medians))
    console.log(
      `  ${name.padEnd(34)} ratio ${m.ratio} (rps ${m.rpsRatio}, CPU ${m.cpuRatio})  ${m.requestsPerSecond} req/s  p99 ${m.p99Ms} ms  CPU ${m.serverCpuUsPerAnswer} µs/answer`,
    );
}

/**
 * Checks budgets [{ name, minRatio?, maxP99Ms? }] against the medians, and that no run had an
 * unexpected answer; prints one PASS/FAIL line each and returns [{ budget, pass }].
 */
export function checkBudgets(comparison, budgets) {
  const checks = budgets.map((budget) => {
    const m = comparison.medians[budget.name];
    const pass =
      (budget.minRatio === undefined || m.ratio >= budget.minRatio) &&
      (budget.maxP99Ms === undefined || m.p99Ms < budget.maxP99Ms);
    const wanted = [
      budget.minRatio === undefined ? '' : `ratio ${m.ratio} (>= ${budget.minRatio})`,
      budget.maxP99Ms === undefined ? '' : `p99 ${m.p99Ms} ms (< ${budget.maxP99Ms} ms)`,
    ].filter(Boolean);
    console.log(`${pass ? 'PASS' : 'FAIL'} ${budget.name}: ${wanted.join(', ')}`);
    return { ...budget, ratio: m.ratio, p99Ms: m.p99Ms, pass };
  });
  const clean = comparison.unexpected === 0;
  console.log(`${clean ? 'PASS' : 'FAIL'} every answer as expected: ${comparison.unexpected} unexpected`);
  checks.push({ name: 'every answer as expected', unexpected: comparison.unexpected, pass: clean });
  return checks;
}

/** Writes bench/results/<name>.json (pretty) and prints it as one last line. */
export function writeResult(name, summary) {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary));
}
