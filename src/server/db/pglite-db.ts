import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db } from './db.ts';
import { createStatementRunner } from './pglite-prepared.ts';

/**
 * A FIFO lock. PGlite is one connection: every top-level query and every transaction runs
 * under it, so a transaction never sees another caller's statements in the middle.
 */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn, fn);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

type RunQuery = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/** The Db interface over a function that runs one statement on the single connection. */
function createPgliteDb(runQuery: RunQuery, shutdown: () => Promise<void>): Db {
  const queue = new Queue();
  let closed = false;

  const txDb: Db = {
    kind: 'pglite',
    query: (sql, params) => runQuery(sql, params),
    transaction: (fn) => fn(txDb),
    close: () => Promise.reject(new Error('close() called inside a transaction')),
  };

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => runQuery(sql, params)),
    transaction: (fn) =>
      queue.run(async () => {
        await runQuery('begin');
        try {
          const value = await fn(txDb);
          await runQuery('commit');
          return value;
        } catch (error) {
          await runQuery('rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () =>
      queue.run(async () => {
        if (closed) return;
        closed = true;
        await shutdown();
      }),
  };
}

/** Opens PGlite at `dataDir` (`memory://` for an in-memory database). */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  // btree_gist backs the bookings' exclusion constraint (migration 200); PGlite loads it on demand.
  const pg = await PGlite.create(dataDir, { extensions: { btree_gist } });
  const runQuery: RunQuery = await createStatementRunner(pg);
  return createPgliteDb(runQuery, () => pg.close());
}
