import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves when `url` answers 200; fails when `child` exits first or after `timeoutMs`. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        return fetch(url).then(
          (response) => response.ok,
          () => false,
        );
      },
      { message: `${url} never answered 200`, timeout: timeoutMs },
    )
    .toBe(true);
}

/**
 * `scripts/serve.mjs` (the site and its API, as `npm run serve` runs them) on a free port of
 * 127.0.0.1 with `env` added; resolves with the process and its origin once `/healthz` answers.
 */
export async function startServe(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/healthz`, child);
  return { child, origin };
}
