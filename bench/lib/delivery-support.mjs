// Helpers of bench/delivery.mjs: server start, keep-alive load generator, CPU time, results.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const signingKey = 'velora-public-signing-key';

export const round = (value) => Math.round(value * 100) / 100;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Writes bench/results/{name}.json. */
export function writeResults(root, name, summary) {
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
}

const contactBody = JSON.stringify({
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
  phoneCode: { alphaCode: 'CH', code: '41' },
  phone: '79 123 45 67',
  how_did_you_hear_about_us: 'A friend',
  message: 'I would like to talk about a savings account and pillar 3a.',
  i_confirm_i_am_a_swiss_tax_resident_: 'yes',
  rt_action: 'contact',
  rt: '',
  rt_version: 'v3',
  location: 'https://www.velora.ch/contact',
  title: 'Contact',
  language: 'en',
});

/** A signed, valid contact submission (the API answers 201). */
function signedContact() {
  const timestamp = String(Date.now());
  return {
    method: 'POST',
    path: '/api/contact/velora-contact-en',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(contactBody)),
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', signingKey).update(timestamp).digest('base64'),
    },
    body: contactBody,
  };
}

/**
 * Starts `node [nodeArgs] src/server/main.ts` on a free port with verification and rate limits
 * off and the production log level; resolves when it listens.
 */
export async function startServer(root, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      HUMAN_VERIFICATION: 'off',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'info',
      API_SIGNING_KEY: signingKey,
      ...env,
    },
  });
  const url = await new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk) => {
      buffer = (buffer + chunk).slice(-100_000);
      const match = /listening on (http:\/\/\S+)/.exec(buffer);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(match[1]);
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${buffer.slice(-2000)}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { url, pid: child.pid, stop, signedContact };
}

/**
 * Keeps `connections` requests in flight on keep-alive sockets, until `count` requests are done
 * or `until()` says stop; `makeRequest` gives method, path, headers and body of each.
 */
export async function loadFor(baseUrl, makeRequest, { connections, count = Infinity, until = () => false }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  const one = (spec) =>
    new Promise((resolve) => {
      const sent = performance.now();
      const request = http.request(
        { agent, host: url.hostname, port: url.port, method: spec.method, path: spec.path, headers: spec.headers },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - sent);
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
  const worker = async () => {
    while (started < count && !until()) {
      started += 1;
      await one(makeRequest());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
    p99Ms: round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
    errors,
    statuses,
  };
}
