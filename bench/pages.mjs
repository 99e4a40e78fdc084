#!/usr/bin/env node
/**
 * Pages under load (issue 16, goal 3): the home page and a blog post with `Accept-Encoding: br`,
 * served by our server from the build (`dist/client`, or BENCH_STATIC_ROOT) against a bare
 * node:http server answering the same status, headers and compressed bytes from memory. 50
 * keep-alive connections from a separate load-generator process, alternating rounds, medians;
 * ratio = min(req/s ratio, server-CPU-per-answer ratio).
 *
 * Budget: each page >= 0.8x; every answer 200. Writes bench/results/pages.json.
 * Options (environment): BENCH_DURATION_MS (5000), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3),
 * BENCH_NODE_ARGS (e.g. --cpu-prof, for our server).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { compareRounds } from './lib/compare.mjs';
import { runLoad } from './lib/load.mjs';
import { root } from './lib/processes.mjs';
import { checkBudgets, machineLoad, printComparison, writeResult } from './lib/report.mjs';
import { perAnswerHeaders, startBare, startVelora } from './lib/servers.mjs';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const staticRoot = path.resolve(root, process.env.BENCH_STATIC_ROOT ?? 'dist/client');
const pages = { home: '/', 'blog post': '/blog/pension-3a/pillar-3a-contribution-limits-2026' };
const requestHeaders = { 'accept-encoding': 'br' };

/** Our answer to GET `pathname` as raw bytes (still compressed) with its status and headers. */
function fetchRaw(url, pathname) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { headers: requestHeaders }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !perAnswerHeaders.has(name)),
          );
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

if (!existsSync(path.join(staticRoot, 'index.html'))) {
  console.log(`No build at ${staticRoot}: run npm run build first.`);
  process.exit(1);
}
console.log(
  `Pages: ${connections} connections, ${durationMs / 1000} s per run, ${rounds} rounds, Node ${process.versions.node}, ${machineLoad()}`,
);
const ours = await startVelora({ nodeArgs, env: { STATIC_ROOT: staticRoot, LOG_LEVEL: 'info' } });
let bare;
const summary = {
  benchmark: 'pages',
  node: process.versions.node,
  connections,
  durationMs,
  rounds,
  pages: {},
};
let pass = true;
try {
  const routes = {};
  for (const [name, pathname] of Object.entries(pages)) {
    const answer = await fetchRaw(ours.url, pathname);
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br')
      throw new Error(
        `${name} answered ${answer.status} ${answer.headers['content-encoding'] ?? 'uncompressed'}`,
      );
    routes[`GET ${pathname}`] = answer;
    console.log(
      `${name} ${pathname}: ${answer.body.length} bytes brotli, ${Object.keys(answer.headers).length} headers`,
    );
  }
  bare = await startBare(routes);
  for (const [name, pathname] of Object.entries(pages)) {
    console.log(`\n--- ${name} (${pathname}) ---`);
    const requests = [{ method: 'GET', path: pathname, headers: requestHeaders }];
    const load = (server) => () =>
      runLoad({ server, requests, expectStatus: [200], connections, durationMs });
    await load(bare)();
    await load(ours)();
    const comparison = await compareRounds({ rounds, bare: load(bare), cases: { [name]: load(ours) } });
    printComparison(comparison, 'bare node:http (same bytes)');
    const checks = checkBudgets(comparison, [{ name, minRatio: 0.8 }]);
    pass &&= checks.every((check) => check.pass);
    summary.pages[name] = { path: pathname, ...comparison, checks };
  }
} finally {
  await ours.stop();
  await bare?.stop();
}
summary.load = machineLoad();
summary.pass = pass;
console.log(`\nafter: ${machineLoad()}`);
writeResult('pages', summary);
if (!pass) process.exitCode = 1;
