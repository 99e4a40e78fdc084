import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../../src/server/db/db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openDb } from '../../src/server/db/open-db.ts';
import { openPostgresDb, quoteIdentifier } from '../../src/server/db/postgres-db.ts';

/**
 * The databases every db-backed test runs against: PGlite in memory always, and PostgreSQL
 * when `TEST_DATABASE_URL` is set (CI and the dev machine set it).
 *
 * Usage:
 *   describe.each(testDatabases())('outbox on $kind', ({ open }) => {
 *     let db: Db;
 *     beforeAll(async () => { db = await open(); });
 *     afterAll(() => db.close());
 *   });
 *
 * Each `open()` gives a fresh, migrated database: a new in-memory PGlite, or a new schema
 * `t_<random>` on PostgreSQL (dropped again by `close()`), so parallel test files never collide.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database; `close()` disposes of it. */
  open(options?: TestDbOptions): Promise<Db>;
}

export interface TestDbOptions {
  migrate?: boolean;
  poolMax?: number;
  /** The statement timeout (DB_STATEMENT_TIMEOUT_MS); default 5000. */
  statementTimeoutMs?: number;
}

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` is set. */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const list: TestDatabase[] = [{ kind: 'pglite', open: openTestPglite }];
  const url = env['TEST_DATABASE_URL'];
  if (url) list.push({ kind: 'postgres', open: (options) => openTestPostgres(url, options) });
  return list;
}

let template: Blob | undefined;

/** The migrated database `test/support/pglite-template.setup.ts` dumped once for the whole run. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

async function openTestPglite(options: TestDbOptions = {}): Promise<Db> {
  const { statementTimeoutMs } = options;
  if (options.migrate === false) return openDb({ dataDir: 'memory://', statementTimeoutMs });
  // A copy of the migrated template: creating and migrating a PGlite database takes about 1.6 s.
  const loadDataDir = migratedTemplate();
  if (loadDataDir) return openDb({ dataDir: 'memory://', statementTimeoutMs, loadDataDir });
  const db = await openDb({ dataDir: 'memory://', statementTimeoutMs });
  await migrate(db);
  return db;
}

/** Creates schema `t_<random>` on `url`, opens a pool whose search path starts there, migrates. */
export async function openTestPostgres(url: string, options: TestDbOptions = {}): Promise<Db> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDb({ databaseUrl: url, poolMax: 1 });
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  const db = openPostgresDb({
    databaseUrl: url,
    schema,
    poolMax: options.poolMax,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  if (options.migrate !== false) await migrate(db);
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => db.query(sql, params),
    transaction: (fn, txOptions) => db.transaction(fn, txOptions),
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      await admin.close();
    },
  };
}
