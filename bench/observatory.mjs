// Grades the running server's security headers with the MDN HTTP Observatory scanner, as a
// deployment would be seen: HTTPS in front (a local TLS proxy with a throwaway certificate, as a
// load balancer terminates TLS) and plain HTTP redirecting to it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './start-server.mjs';

// The scanner's install step downloads the HSTS preload list and the TLD list; this machine has no
// internet, and neither list matters for a localhost scan, so empty ones stand in.
const conf = 'node_modules/@mdn/mdn-http-observatory/conf';
if (!existsSync(`${conf}/hsts-preload.json`)) writeFileSync(`${conf}/hsts-preload.json`, '{}');
if (!existsSync(`${conf}/tld-list.json`))
  writeFileSync(`${conf}/tld-list.json`, JSON.stringify(['ch', 'com', 'localhost']));

const dir = mkdtempSync(join(tmpdir(), 'velora-tls-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);

const app = await startBuiltServer();
// The scanner's scan() only speaks to the default ports, so the stand-in load balancer takes 443 and
// 80 (root, or CAP_NET_BIND_SERVICE, needed), on both address families.
const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`Cannot listen on port ${port} (${error.code}): run as root or free the port`)),
    );
    server.listen(port, () => resolve(server.address().port));
  });
const tls = createHttpsServer(
  { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
  (req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: app.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  },
);
await listen(tls, 443);
const redirect = createHttpServer((req, res) => {
  res.writeHead(301, { Location: `https://localhost${req.url}` });
  res.end();
});
await listen(redirect, 80);

// The scan runs in its own process that trusts the throwaway certificate, as a browser trusts a
// real one; nothing else is relaxed.
const scanner = `import { scan } from '@mdn/mdn-http-observatory/src/scanner/index.js';
const result = await scan('localhost');
process.stdout.write(JSON.stringify(result));`;
const child = await new Promise((resolve) => {
  const out = [];
  const proc = spawn(process.execPath, ['--input-type=module', '-e', scanner], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  proc.stdout.on('data', (chunk) => out.push(chunk));
  proc.on('exit', (code) => resolve({ code, text: Buffer.concat(out).toString() }));
});
tls.close();
redirect.close();
await app.stop();
if (child.code !== 0) {
  console.error('The scan failed.');
  process.exit(1);
}
const result = JSON.parse(child.text);
console.log(
  `MDN HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
);
for (const [name, test] of Object.entries(result.tests)) {
  console.log(
    `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`,
  );
}
writeFileSync('bench/results/observatory.json', `${JSON.stringify(result, null, 2)}\n`);
if (result.scan.grade !== 'A+') process.exitCode = 1;
