import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEnv,
  startServerProcess,
  stopProcess,
  submitContact,
  type ServerProcess,
} from '../support/server-process.ts';

const LIMIT = 3;
/** One day: windows are fixed (they start at UTC midnight), so one lasts the whole test. */
const WINDOW_SECONDS = 86_400;
/** Longest this test takes; started closer than that to the window's end, it waits for the next. */
const TEST_SECONDS = 240;

/**
 * Rate-limit counts are committed before the answer goes out: a client over its limit stays
 * refused across a restart, after SIGTERM and after SIGKILL, and a client at its limit when the
 * server was killed is refused its next request.
 */
describe('rate limits across restarts', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'velora-restart-'));
    env = serverEnv({
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(async () => {
    if (server) await stopProcess(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const statuses = async (client: string, count: number) => {
    const result: number[] = [];
    for (let index = 0; index < count; index += 1) {
      result.push((await submitContact(server!.url, index, { clientAddress: client })).status);
    }
    return result;
  };

  it(
    'keeps refusing a client over its limit after SIGTERM and after SIGKILL',
    async () => {
      const left = WINDOW_SECONDS - ((Date.now() / 1000) % WINDOW_SECONDS);
      if (left < TEST_SECONDS) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
      server = await startServerProcess(env);
      expect(await statuses('192.0.2.1', LIMIT + 1)).toEqual([201, 201, 201, 429]);
      expect(await statuses('192.0.2.2', LIMIT)).toEqual([201, 201, 201]);

      expect((await stopProcess(server, 'SIGTERM')).code).toBe(0);
      server = await startServerProcess(env);
      const refused = await submitContact(server.url, 0, { clientAddress: '192.0.2.1' });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);

      // The last hit before the kill was answered, so it was counted durably.
      expect(await statuses('192.0.2.3', LIMIT)).toEqual([201, 201, 201]);
      expect((await stopProcess(server, 'SIGKILL')).signal).toBe('SIGKILL');
      server = await startServerProcess(env);
      expect(await statuses('192.0.2.1', 1)).toEqual([429]);
      expect(await statuses('192.0.2.2', 1)).toEqual([429]);
      expect(await statuses('192.0.2.3', 1)).toEqual([429]);
      expect(await statuses('192.0.2.4', 1)).toEqual([201]);
    },
    2 * TEST_SECONDS * 1000,
  );
});
