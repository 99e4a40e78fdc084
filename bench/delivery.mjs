#!/usr/bin/env node
/**
 * Delivery benchmark (issue 16, goal 2): how fast the delivery worker drains a backlog of
 * accepted submissions to the local inbox, and what the drain leaves of the site's page throughput.
 *
 * Set-up: a server with DELIVERY_WORKER=off accepts BENCH_BACKLOG (3,000) signed contact
 * submissions through the API; its DATA_DIR (PGlite + nothing delivered) becomes the template.
 * Each round then, in alternating order:
 *   - drain: a fresh copy of the template served with the worker on (the default); from the moment
 *     the server is ready, the home page (brotli) is loaded at BENCH_CONNECTIONS keep-alive
 *     connections until every submission is a file under DATA_DIR/inbox; deliveries per second =
 *     backlog / time to drain;
 *   - idle: the same server build on an empty DATA_DIR, the home page loaded the same way for
 *     BENCH_IDLE_MS from the moment it is ready.
 * Before the rounds, one drain without pages gives the worker's own speed and server CPU per delivery.
 * Ratio = pages/s while draining / pages/s idle. Medians over BENCH_ROUNDS (default 3).
 * Budget: the worker alone >= 1,000 deliveries/s, and ratio >= 0.7 (while pages load, the worker
 * yields to them, and its speed then is reported, not budgeted). Writes bench/results/delivery.json.
 * BENCH_CPU_PROF=dir starts the drain servers with `node --cpu-prof --cpu-prof-dir=dir`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './lib/compare.mjs';
import { loadFor, round, signedContact } from './lib/delivery-support.mjs';
import { cpuMs } from './lib/processes.mjs';
import { machineLoad, writeResult } from './lib/report.mjs';
import { startVelora } from './lib/servers.mjs';

const backlog = Number(process.env.BENCH_BACKLOG ?? 3000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 4000);
const profileDir = process.env.BENCH_CPU_PROF;
const home = () => ({ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } });
const inboxFolder = (dataDir) => path.join(dataDir, 'inbox', 'contact');

/** Inbox files written so far (temporary files excluded). */
function delivered(dataDir) {
  try {
    return readdirSync(inboxFolder(dataDir)).filter((name) => name.endsWith('.json')).length;
  } catch {
    return 0;
  }
}

/** A DATA_DIR holding `backlog` accepted, undelivered contact submissions. */
async function seedTemplate() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-delivery-seed-'));
  const server = await startVelora({ env: { DATA_DIR: dataDir, DELIVERY_WORKER: 'off' } });
  try {
    const result = await loadFor(server.url, signedContact, { count: backlog, connections: 20 });
    if (result.statuses[201] !== backlog)
      throw new Error(`seeding: expected ${backlog} x 201, got ${JSON.stringify(result.statuses)}`);
  } finally {
    await server.stop();
  }
  return dataDir;
}

/** Copies the template, serves it with the worker on and waits until the inbox holds the backlog. */
async function drainRound(template, withPages = true) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-delivery-drain-'));
  cpSync(template, dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'server.lock'), { force: true });
  // The copy (tens of MB of database files) goes to disk before the clock starts: written back
  // during the drain, it made each new inbox file wait 1.5 ms in openat (strace), and the
  // benchmark timed the disk flushing its own set-up instead of the worker.
  spawnSync('sync', { stdio: 'ignore' });
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startVelora({ env: { DATA_DIR: dataDir, DELIVERY_WORKER: 'in-process' }, nodeArgs });
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  let drainedAt;
  const drained = new Promise((resolve) => {
    const watch = setInterval(() => {
      if (delivered(dataDir) < backlog && performance.now() - started < 120_000) return;
      drainedAt = performance.now();
      clearInterval(watch);
      resolve();
    }, 50);
  });
  const pages = withPages
    ? await loadFor(server.url, home, { connections, until: () => drainedAt !== undefined })
    : undefined;
  await drained;
  const cpu = cpuMs(server.pid) - cpuBefore;
  const seconds = (drainedAt - started) / 1000;
  const deliveredFiles = delivered(dataDir);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    deliveredFiles,
    drainSeconds: round(seconds),
    deliveriesPerSecond: Math.round(deliveredFiles / seconds),
    serverCpuMs: Math.round(cpu),
    serverCpuUsPerDelivery: Math.round((cpu * 1000) / deliveredFiles),
    pages,
  };
}

async function idleRound() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-delivery-idle-'));
  const server = await startVelora({ env: { DATA_DIR: dataDir, DELIVERY_WORKER: 'in-process' } });
  const started = performance.now();
  const pages = await loadFor(server.url, home, {
    connections,
    until: () => performance.now() - started >= idleMs,
  });
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return { pages };
}

async function main() {
  console.log(
    `Delivery benchmark: backlog ${backlog}, ${rounds} rounds, ${connections} page connections, Node ${process.versions.node}, ${machineLoad()}`,
  );
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const template = await seedTemplate();
  const results = [];
  let alone;
  try {
    // The worker alone first: its own speed and CPU per delivery, no pages competing.
    alone = await drainRound(template, false);
    console.log(
      `worker alone: ${alone.deliveriesPerSecond} deliveries/s (${alone.deliveredFiles} in ${alone.drainSeconds} s), server CPU ${alone.serverCpuUsPerDelivery} µs/delivery`,
    );
    for (let index = 0; index < rounds; index += 1) {
      // Alternating order, so a drift of the machine's load does not favour one side.
      const drainFirst = index % 2 === 0;
      const first = drainFirst ? await drainRound(template) : await idleRound();
      const second = drainFirst ? await idleRound() : await drainRound(template);
      const [drain, idle] = drainFirst ? [first, second] : [second, first];
      const ratio = round(drain.pages.requestsPerSecond / idle.pages.requestsPerSecond);
      results.push({ drain, idle, ratio, loadAverage: loadavg().map((value) => round(value)) });
      console.log(
        `round ${index + 1} (${drainFirst ? 'drain first' : 'idle first'}): ${drain.deliveriesPerSecond} deliveries/s (${backlog} in ${drain.drainSeconds} s, server CPU ${drain.serverCpuMs} ms incl. pages); pages ${drain.pages.requestsPerSecond}/s draining (p99 ${drain.pages.p99Ms} ms) vs ${idle.pages.requestsPerSecond}/s idle (p99 ${idle.pages.p99Ms} ms) = ${ratio}x; load ${results.at(-1).loadAverage.join(' ')}`,
      );
    }
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
  const whilePagesLoad = median(results.map((entry) => entry.drain.deliveriesPerSecond));
  const ratio = median(results.map((entry) => entry.ratio));
  const complete =
    alone.deliveredFiles === backlog && results.every((entry) => entry.drain.deliveredFiles === backlog);
  // The worker's speed is its own (the drain with nothing else to do); while pages load it yields
  // to them (a share of the event loop, src/server/delivery/worker.ts), so its speed then is the
  // price of the pages' ratio, reported but not held to the 1,000.
  const budget = {
    deliveriesPerSecond: alone.deliveriesPerSecond,
    deliveriesPerSecondMin: 1000,
    deliveriesPerSecondWhilePagesLoad: whilePagesLoad,
    pageRatio: ratio,
    pageRatioMin: 0.7,
    pass: complete && alone.deliveriesPerSecond >= 1000 && ratio >= 0.7,
  };
  console.log(
    `worker alone ${alone.deliveriesPerSecond} deliveries/s (budget >= 1000); median while pages load: ${whilePagesLoad} deliveries/s, pages while draining / idle = ${ratio} (budget >= 0.7): ${budget.pass ? 'PASS' : 'FAIL'}`,
  );
  writeResult('delivery', {
    load: machineLoad(),
    benchmark: 'delivery',
    node: process.versions.node,
    cpus: availableParallelism(),
    backlog,
    connections,
    storage: 'PGlite (DATA_DIR on disk), local inbox files, log level info',
    alone,
    rounds: results,
    budget,
  });
  if (!budget.pass) process.exitCode = 1;
}

await main();
