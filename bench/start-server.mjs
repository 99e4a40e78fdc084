// Starts the built site with its API on a free port for a benchmark, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves `dist/client` and the API (fresh data) until `stop()`, with the human verification the
 * build was made with (HUMAN_VERIFICATION, default altcha): the pages name it, and a form on screen
 * fetches its challenge at idle, which a server with verification off answers 404.
 */
export async function startBuiltServer(extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'velora-bench-')),
      HUMAN_VERIFICATION: process.env.HUMAN_VERIFICATION ?? 'altcha',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
