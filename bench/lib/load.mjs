// One load run against a server, from a separate load-generator process (load-process.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinary } from './processes.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-process.mjs');

/**
 * Keeps `connections` (50) requests in flight on keep-alive sockets for `durationMs` (5000)
 * against `server` ({ url, pid }), cycling through `requests` ([{ method, path, headers, body }]).
 * Resolves to { requests, requestsPerSecond, p50Ms, p99Ms, serverCpuUsPerAnswer, statuses,
 * unexpected, errors }: `unexpected` counts answers outside `expectStatus` (any 2xx when not
 * given) plus connection errors; server CPU comes from /proc/<pid>/stat over the run.
 */
export function runLoad({ server, requests, expectStatus, connections = 50, durationMs = 5000 }) {
  const job = { url: server.url, serverPid: server.pid, requests, expectStatus, connections, durationMs };
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), [script, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output.trim().split('\n').at(-1)));
      else reject(new Error(`load generator exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}
