// The servers a benchmark compares: ours (`src/server/main.ts`) and a bare node:http server that
// answers given bytes and headers from memory. Each resolves to { url, pid, stop() }.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeBinary, root, stopChild, waitForLine } from './processes.mjs';

/** Headers node:http writes per connection or per moment: the bare server leaves them to it. */
export const perAnswerHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** The API signing key our server is started with (`API_SIGNING_KEY`). */
export const signingKey = 'velora-public-signing-key';

/**
 * Starts `node src/server/main.ts` on a free port with a fresh DATA_DIR (PGlite unless `env`
 * gives DATABASE_URL), verification and rate limits off, delivery worker off, the signing key
 * above. `env` overrides any variable; `nodeArgs` go before the script (e.g. `--cpu-prof`).
 * `stop()` ends it with SIGTERM (so a CPU profile is written) and removes the data directory.
 */
export async function startVelora({ env = {}, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-bench-'));
  const child = spawn(nodeBinary(), [...nodeArgs, 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development', // production refuses HUMAN_VERIFICATION=off
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HUMAN_VERIFICATION: 'off',
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'info',
      DELIVERY_WORKER: 'off',
      API_SIGNING_KEY: signingKey,
      ...env,
    },
  });
  const [, url] = await waitForLine(child, /listening on (http:\/\/\S+)/);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const bareServer = `
const http = require('node:http');
const routes = new Map();
for (const [key, r] of Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')))) {
  const body = Buffer.from(r.body, 'base64');
  routes.set(key, { status: r.status, headers: { ...r.headers, 'content-length': String(body.length) }, body });
}
const missing = { status: 404, headers: { 'content-length': '9' }, body: Buffer.from('Not found') };
http.createServer((req, res) => {
  const route = routes.get(req.method + ' ' + req.url) ?? missing;
  const answer = () => { res.writeHead(route.status, route.headers); res.end(route.body); };
  if (req.method === 'GET' || req.method === 'HEAD') answer();
  else req.on('data', () => {}).on('end', answer);
}).listen(0, '127.0.0.1', function () { console.log('listening on http://127.0.0.1:' + this.address().port); });
`;

/**
 * Starts a bare node:http server (the yardstick) answering each `'METHOD /path'` key of `routes`
 * with `{ status, headers, body }` (body a Buffer or string) from memory, after reading any
 * request body; 404 otherwise. Default: `GET /` answers "Hello World".
 */
export async function startBare(
  routes = { 'GET /': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'Hello World' } },
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'velora-bare-'));
  const file = path.join(dir, 'routes.json');
  const encoded = Object.fromEntries(
    Object.entries(routes).map(([key, r]) => [
      key,
      { ...r, body: Buffer.from(r.body ?? '').toString('base64') },
    ]),
  );
  writeFileSync(file, JSON.stringify(encoded));
  const child = spawn(nodeBinary(), ['-e', bareServer, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [, url] = await waitForLine(child, /listening on (http:\/\/\S+)/);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
