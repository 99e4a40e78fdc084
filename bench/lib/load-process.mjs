// The load generator, run as its own process by load.mjs so its CPU is not the server's or the
// benchmark's: reads a JSON job from argv[2], keeps `connections` requests in flight on keep-alive
// sockets for `durationMs`, cycling through `requests`, and prints one JSON line of results.

import http from 'node:http';
import { cpuMs } from './processes.mjs';

const job = JSON.parse(process.argv[2]);
const url = new URL(job.url);
const requests = job.requests.map((r) => ({
  method: r.method ?? 'GET',
  path: r.path,
  headers: { ...r.headers, ...(r.body ? { 'content-length': String(Buffer.byteLength(r.body)) } : {}) },
  body: r.body,
}));
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;

function one() {
  const spec = requests[next];
  next = (next + 1) % requests.length;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: spec.method,
        path: spec.path,
        headers: spec.headers,
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          latencies.push(performance.now() - t0);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    request.end(spec.body);
  });
}

const cpuBefore = cpuMs(job.serverPid);
const started = performance.now();
const deadline = started + job.durationMs;
const worker = async () => {
  while (performance.now() < deadline) await one();
};
await Promise.all(Array.from({ length: job.connections }, worker));
const elapsed = (performance.now() - started) / 1000;
const cpuAfter = cpuMs(job.serverPid);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
const round = (value) => Math.round(value * 100) / 100;
const expected = new Set(job.expectStatus ?? []);
const isExpected = (status) => (expected.size > 0 ? expected.has(status) : status >= 200 && status < 300);
const unexpected = Object.entries(statuses).reduce((n, [s, c]) => (isExpected(Number(s)) ? n : n + c), 0);
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    serverCpuUsPerAnswer:
      cpuBefore === undefined || latencies.length === 0
        ? undefined
        : round(((cpuAfter - cpuBefore) * 1000) / latencies.length),
    statuses,
    unexpected: unexpected + errors,
    errors,
  })}\n`,
);
