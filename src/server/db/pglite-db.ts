import { PGlite } from '@electric-sql/pglite';
import type { Db, TransactionOptions } from './db.ts';
import { DatabaseUnavailableError, retryAfterFor } from './errors.ts';
import { GuardedQueue, type JobState } from './pglite-queue.ts';
import { startMaintenance } from './pglite-maintenance.ts';
import { createStatementRunner } from './pglite-prepared.ts';

type RunQuery = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

export interface PgliteGuardOptions {
  /** Longest a caller waits for its statement or transaction (DB_STATEMENT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Statements and transactions waiting at most; one more is refused with 503 at once. */
  maxQueue: number;
}

export const defaultPgliteGuard: PgliteGuardOptions = { timeoutMs: 5000, maxQueue: 1000 };

function expiredError(timeoutMs: number): DatabaseUnavailableError {
  return new DatabaseUnavailableError(
    'timeout',
    `transaction aborted: it did not finish within ${timeoutMs} ms`,
    { retryAfterSeconds: retryAfterFor(timeoutMs) },
  );
}

/**
 * The Db interface over a function that runs one statement on the single connection. Every
 * top-level query and every transaction runs in turn through a guarded queue (`pglite-queue.ts`),
 * so a transaction never sees another caller's statements in the middle, and no caller waits
 * longer than the timeout. PGlite runs in this process: a statement already executing cannot be
 * interrupted (statement_timeout has no effect there); the guard bounds the waiting around it.
 */
function createPgliteDb(runQuery: RunQuery, shutdown: () => Promise<void>, guard: PgliteGuardOptions): Db {
  const queue = new GuardedQueue({ timeoutMs: guard.timeoutMs, maxDepth: guard.maxQueue });
  let closed = false;

  const txDbFor = (state: JobState, timeoutMs: number): Db => {
    const txDb: Db = {
      kind: 'pglite',
      query: (sql, params) => {
        if (state.expired) return Promise.reject(expiredError(timeoutMs));
        return runQuery(sql, params);
      },
      transaction: (fn) => fn(txDb),
      close: () => Promise.reject(new Error('close() called inside a transaction')),
    };
    return txDb;
  };

  const runTransaction = async <T>(fn: (tx: Db) => Promise<T>, state: JobState, timeoutMs: number) => {
    await runQuery('begin');
    try {
      const value = await fn(txDbFor(state, timeoutMs));
      // The caller was already told it failed: nothing of it may be committed.
      if (state.expired) throw expiredError(timeoutMs);
      state.phase = 'final';
      await runQuery('commit');
      return value;
    } catch (error) {
      await runQuery('rollback').catch(() => undefined);
      throw error;
    }
  };

  return {
    kind: 'pglite',
    query: (sql, params) =>
      queue.run((state) => {
        state.phase = 'final';
        return runQuery(sql, params);
      }),
    transaction: <T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions) => {
      const timeoutMs = options?.timeoutMs ?? guard.timeoutMs;
      return queue.run((state) => runTransaction(fn, state, timeoutMs), { timeoutMs });
    },
    close: () =>
      queue.run(
        async (state) => {
          state.phase = 'final';
          if (closed) return;
          closed = true;
          await shutdown();
        },
        { timeoutMs: 0, unbounded: true },
      ),
  };
}

/**
 * Opens PGlite at `dataDir` (`memory://` for an in-memory database), starting from the dumped
 * data directory `loadDataDir` when given (tests start from one migrated copy: four times faster
 * than creating and migrating a database each time).
 */
export async function openPgliteDb(
  dataDir: string,
  guard: PgliteGuardOptions = defaultPgliteGuard,
  loadDataDir?: Blob,
): Promise<Db> {
  // No extension: loading one (a WebAssembly side module) left this process's JavaScript slower
  // for its whole life, every object literal with computed keys included (process.nextTick cost
  // 400 ns instead of 70, a refused request 5-9 µs more CPU). The schema needs none (migration 230).
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const runQuery: RunQuery = await createStatementRunner(pg);
  const engine = createPgliteDb(runQuery, () => pg.close(), guard);
  // PGlite runs no autovacuum of its own (pglite-maintenance.ts).
  const maintenance = startMaintenance(engine, { onError: reportMaintenanceError });
  const db: Db = { ...engine, close: () => maintenance.stop().then(() => engine.close()) };
  engines.set(db, pg);
  return db;
}

/** A maintenance pass that failed for another reason than a busy or closing database. */
function reportMaintenanceError(error: unknown): void {
  if (error instanceof DatabaseUnavailableError) return;
  process.emitWarning(`PGlite maintenance (vacuum, analyze) failed: ${String(error)}`);
}

const engines = new WeakMap<Db, PGlite>();

/** The whole data directory of a PGlite database as a tarball, for `loadDataDir` (a copy of it). */
export async function dumpPgliteDb(db: Db): Promise<Blob> {
  const pg = engines.get(db);
  if (!pg) throw new Error('dumpPgliteDb: not a database opened by openPgliteDb');
  return pg.dumpDataDir('none');
}
