import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEnv,
  startServerProcess,
  stopProcess,
  submitContact,
  type ServerProcess,
} from '../support/server-process.ts';

const url = process.env['TEST_DATABASE_URL'];
const TIMEOUT_MS = 500;

/**
 * Honest under database trouble, black-box on PostgreSQL: with the submissions table locked by
 * another session, a form is answered 503 with Retry-After within the timeout (never a hang or a
 * 500), /readyz answers 503 and /healthz 200; after the unlock both recover.
 */
describe.skipIf(!url)('the server with its PostgreSQL table locked', () => {
  const database = `velora_trouble_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let locker: pg.Client;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'velora-trouble-'));
    server = await startServerProcess(
      serverEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.href,
        DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
        RATE_LIMIT_MAX: '0',
      }),
    );
    locker = new pg.Client({ connectionString: databaseUrl.href });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    if (server) await stopProcess(server);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  const status = async (probe: string) => (await fetch(`${server!.url}${probe}`)).status;

  it('answers 503 with Retry-After in time while locked, and recovers after the unlock', async () => {
    expect((await submitContact(server!.url, 1)).status).toBe(201);
    expect(await status('/readyz')).toBe(200);

    await locker.query('begin');
    await locker.query('lock table submissions in access exclusive mode');
    try {
      const started = performance.now();
      const answer = await submitContact(server!.url, 2);
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(await status('/readyz')).toBe(503);
      expect(await status('/healthz')).toBe(200);
    } finally {
      await locker.query('rollback');
    }

    expect((await submitContact(server!.url, 3)).status).toBe(201);
    expect(await status('/readyz')).toBe(200);
  }, 120_000);
});
