import pg from 'pg';
import type { Db } from './db.ts';

const INT8_OID = 20;

/** Same value shapes as PGlite: int8 as a JS number (ids and counts stay far below 2^53). */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Quotes an identifier for SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Opens a `pg` pool; `schema`, when given, is first on every connection's search path. */
export function openPostgresDb(options: {
  databaseUrl: string;
  schema?: string | undefined;
  poolMax?: number | undefined;
}): Db {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    types: types as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)},public` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  const runQuery = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query(sql, params && params.length > 0 ? params : undefined);
    // A multi-statement query returns one result per statement; keep the last, like PGlite.
    const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    return { rows: (last?.rows ?? []) as T[] };
  };

  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => runQuery(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      const txDb: Db = {
        kind: 'postgres',
        query: (sql, params) => runQuery(client, sql, params),
        transaction: (inner) => inner(txDb),
        close: () => Promise.reject(new Error('close() called inside a transaction')),
      };
      let broken = false;
      try {
        await client.query('begin');
        const value = await fn(txDb);
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
