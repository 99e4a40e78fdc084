import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { spawnCollecting, stopProcess, waitForListening } from '../../test/support/server-process.ts';

const PROBE_TIMEOUT_MS = 2_000;

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

/**
 * Resolves when `url` answers 200; fails when `child` exits first or after `timeoutMs`. Each probe
 * gives up after PROBE_TIMEOUT_MS: a connection that opens but never answers (a port not yet
 * listened on, in the ephemeral range, can even connect to itself) counts as "not yet" instead of
 * holding the poll for undici's five-minute header timeout.
 */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        return fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
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
 * A server that does not answer in time is killed; one still running when the test worker exits
 * (a hook that timed out while it started) is killed then (`spawnCollecting`).
 */
export async function startServe(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const running = spawnCollecting(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Probed only once the server says it listens: nothing connects to the port before it is taken.
    await waitForListening(running, 60_000);
    await waitForServer(`${origin}/healthz`, running.child);
  } catch (error) {
    // The caller never gets the process to stop: a server that did not start in time ends here.
    await stopProcess(running, 'SIGKILL');
    throw error;
  }
  return { child: running.child, origin };
}
