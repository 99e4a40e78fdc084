import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { DatabaseUnavailableError } from './errors.ts';
import { openPostgresDb, quoteIdentifier } from './postgres-db.ts';
import { checkReadiness } from './readiness.ts';
import { openTestPostgres, testDatabases } from '../../../test/support/test-databases.ts';

const TIMEOUT_MS = 400;

const insertSubmission = (db: Db) => {
  const id = crypto.randomUUID();
  return db.query(
    `insert into submissions (id, reference, form_type, payload) values ($1, $2, 'contact', '{}')`,
    [id, `T-${id}`],
  );
};

/** Resolves with the error `work` fails with and how long that took. */
async function failure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected a failure');
}

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('database trouble on PostgreSQL', () => {
  let db: Db;
  let locker: pg.Client;
  beforeAll(async () => {
    db = await openTestPostgres(url!, { statementTimeoutMs: TIMEOUT_MS });
    const { rows } = await db.query<{ s: string }>('select current_schema() as s');
    locker = new pg.Client({
      connectionString: url,
      options: `-c search_path=${quoteIdentifier(rows[0]!.s)}`,
    });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await db.close();
  });

  it('fails writes to a locked table with DatabaseUnavailableError in time, is not ready, recovers', async () => {
    await locker.query('begin');
    await locker.query('lock table submissions in access exclusive mode');
    try {
      const plain = await failure(insertSubmission(db));
      expect(plain.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(plain.error).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
      expect(['timeout', 'lock-timeout']).toContain((plain.error as DatabaseUnavailableError).reason);
      expect(plain.ms).toBeLessThan(TIMEOUT_MS + 1500);

      const inTransaction = await failure(db.transaction((tx) => insertSubmission(tx)));
      expect(inTransaction.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(inTransaction.ms).toBeLessThan(TIMEOUT_MS + 1500);

      const readiness = await checkReadiness(db, { timeoutMs: TIMEOUT_MS * 3 });
      expect(readiness.ok).toBe(false);
      expect(readiness.reason).toMatch(/database cannot write/);
    } finally {
      await locker.query('rollback');
    }
    await insertSubmission(db);
    await db.transaction((tx) => insertSubmission(tx));
    expect(await checkReadiness(db, { timeoutMs: TIMEOUT_MS * 3 })).toEqual({ ok: true });
  });

  it('fails a statement that runs too long with DatabaseUnavailableError', async () => {
    const slow = await failure(db.query('select pg_sleep(5)'));
    expect(slow.error).toMatchObject({ name: 'DatabaseUnavailableError', reason: 'timeout' });
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('lets a transaction opt out of the limit (migrations)', async () => {
    await db.transaction((tx) => tx.query(`select pg_sleep(${(TIMEOUT_MS * 1.5) / 1000})`), { timeoutMs: 0 });
  });

  it('fails with DatabaseUnavailableError when PostgreSQL cannot be reached', async () => {
    const unreachable = openPostgresDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      statementTimeoutMs: 300,
    });
    try {
      const result = await failure(unreachable.query('select 1'));
      expect(result.error).toMatchObject({ name: 'DatabaseUnavailableError', reason: 'connection' });
      expect(result.ms).toBeLessThan(2000);
    } finally {
      await unreachable.close();
    }
  });
});

describe('database trouble on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open({ statementTimeoutMs: TIMEOUT_MS });
  });
  afterAll(() => db.close());

  it('answers callers stuck behind a hung transaction with DatabaseUnavailableError, committing nothing of it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const id = crypto.randomUUID();
    const hung = db.transaction(async (tx) => {
      await tx.query(
        `insert into submissions (id, reference, form_type, payload) values ($1, $2, 'contact', '{}')`,
        [id, `H-${id}`],
      );
      await gate;
      await tx.query('select 1');
    });
    const hungFailure = failure(hung);

    const waiting = await failure(db.query('select 1'));
    expect(waiting.error).toBeInstanceOf(DatabaseUnavailableError);
    expect(waiting.error).toMatchObject({ statusCode: 503, reason: 'timeout', retryAfterSeconds: 1 });
    expect(waiting.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waiting.ms).toBeLessThan(TIMEOUT_MS + 1000);
    expect((await checkReadiness(db, { timeoutMs: TIMEOUT_MS })).ok).toBe(false);

    // The hung transaction's caller was told it failed: it is rolled back once it moves again.
    expect((await hungFailure).error).toBeInstanceOf(DatabaseUnavailableError);
    release();
    const { rows } = await db.query('select 1 from submissions where id = $1', [id]);
    expect(rows).toEqual([]);
    expect(await checkReadiness(db, { timeoutMs: TIMEOUT_MS })).toEqual({ ok: true });
  });
});
