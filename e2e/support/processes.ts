import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

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
 */
export async function startServe(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Probed only once the server says it listens: nothing connects to the port before it is taken.
  await announced(child, 'Velora listening on ', 60_000);
  await waitForServer(`${origin}/healthz`, child);
  return { child, origin };
}

/**
 * Resolves when `child` writes `text` to its standard output (read to its end meanwhile and after,
 * so the pipe never fills); fails when it exits first or after `timeoutMs`.
 */
function announced(child: ChildProcess, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => finish(new Error(`the server did not write "${text}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      if (seen.includes(text)) finish();
    };
    const onExit = (code: number | null) =>
      finish(new Error(`the server exited with ${code} before it listened`));
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      // Keep draining: a full pipe would block the server's logging.
      child.stdout?.resume();
      if (error) reject(error);
      else resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
