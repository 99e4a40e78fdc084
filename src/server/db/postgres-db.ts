import pg from 'pg';
import { MAX_PREPARED_STATEMENTS, type Db, type TransactionOptions } from './db.ts';
import { classifyDatabaseError, DatabaseUnavailableError } from './errors.ts';

const INT8_OID = 20;

/** Same value shapes as PGlite: int8 as a JS number (ids and counts stay far below 2^53). */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Extra time the client waits for an answer beyond the server-side timeout (network, cancel). */
const CLIENT_GRACE_MS = 1000;

/** Names of parameterised statements: `nameOf` gives one per SQL text, `forget` stops naming one. */
interface StatementNames {
  nameOf(sql: string): string | undefined;
  forget(sql: string): void;
}

/**
 * Names for parameterised statements, so that `pg` prepares each one once per connection (Parse
 * once, then Bind and Execute only) instead of having the server parse and plan it on every call:
 * for the batch statements of the submission path that was about a quarter of the database's CPU
 * per submission, and 20 % of the submissions a second (bench/submissions.mjs). One name per SQL
 * text, never reused for another text.
 */
function createStatementNames(): StatementNames {
  const names = new Map<string, string | null>();
  return {
    nameOf(sql) {
      let name = names.get(sql);
      if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
        name = `velora_${names.size + 1}`;
        names.set(sql, name);
      }
      return name ?? undefined;
    },
    forget: (sql) => void names.set(sql, null),
  };
}

const unnamed: StatementNames = { nameOf: () => undefined, forget: () => undefined };

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared (a migration another process applied added a column to a `select *`): "cached plan
 * must not change result type", SQLSTATE 0A000. The code alone decides, since the message follows
 * the server's language; any other 0A000 error fails again when retried unnamed.
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown }).code === '0A000';
}

/** Quotes an identifier for SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Opens a `pg` pool; `schema`, when given, is first on every connection's search path.
 *
 * Timeouts (`statementTimeoutMs`, default 5000): every session starts with `statement_timeout`
 * and `lock_timeout` at that value (a statement blocked by a lock gives up instead of waiting),
 * getting a connection gives up after it (`connectionTimeoutMillis`), and the client stops waiting
 * for an answer shortly after (`query_timeout`, for a server that no longer answers at all). Any
 * of these becomes a `DatabaseUnavailableError`; a transaction's connection is then discarded, so
 * the server rolls it back.
 *
 * Parameterised statements are prepared once per connection (`createStatementNames`) unless
 * `preparedStatements` is false; statements without parameters (several may go in one text) run
 * through the simple protocol.
 */
export function openPostgresDb(options: {
  databaseUrl: string;
  schema?: string | undefined;
  poolMax?: number | undefined;
  statementTimeoutMs?: number | undefined;
  /** Prepare each parameterised statement once per connection (default true; DB_PREPARED_STATEMENTS). */
  preparedStatements?: boolean | undefined;
}): Db {
  const timeoutMs = options.statementTimeoutMs ?? 5000;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    types: types as pg.CustomTypesConfig,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    lock_timeout: timeoutMs,
    // A transaction whose caller went away never holds its locks for long.
    idle_in_transaction_session_timeout: Math.max(timeoutMs * 2, 10_000),
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)},public` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const names = options.preparedStatements === false ? unnamed : createStatementNames();

  const runQuery = async <T>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[] | undefined,
    limitMs: number,
  ) => {
    const parameterised = params !== undefined && params.length > 0;
    const send = (name: string | undefined) =>
      client.query({
        text: sql,
        ...(name ? { name } : {}),
        ...(parameterised ? { values: params } : {}),
        ...(limitMs > 0 ? { query_timeout: limitMs + CLIENT_GRACE_MS } : {}),
      });
    const name = parameterised ? names.nameOf(sql) : undefined;
    let result;
    try {
      result = await send(name).catch((error: unknown) => {
        if (!name || !isStalePlan(error)) throw error;
        // From now on this text runs unnamed: outside a transaction at once, by this retry; inside
        // one the error has aborted the transaction, which fails, and the next call runs unnamed.
        names.forget(sql);
        if (client !== pool) throw error;
        return send(undefined);
      });
    } catch (error) {
      throw classifyDatabaseError(error, timeoutMs);
    }
    // A multi-statement query returns one result per statement; keep the last, like PGlite.
    const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    return { rows: (last?.rows ?? []) as T[] };
  };

  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      throw classifyDatabaseError(error, timeoutMs);
    }
  };

  const transaction = async <T>(fn: (tx: Db) => Promise<T>, txOptions?: TransactionOptions) => {
    const limitMs = txOptions?.timeoutMs ?? timeoutMs;
    const client = await connect();
    const txDb: Db = {
      kind: 'postgres',
      query: (sql, params) => runQuery(client, sql, params, limitMs),
      transaction: (inner) => inner(txDb),
      close: () => Promise.reject(new Error('close() called inside a transaction')),
    };
    let broken = false;
    try {
      await runQuery(client, 'begin', undefined, timeoutMs);
      if (limitMs !== timeoutMs) {
        // `set local` ends with the transaction; 0 turns the limits off (migrations).
        await runQuery(
          client,
          `set local statement_timeout = ${Math.floor(limitMs)}; set local lock_timeout = ${Math.floor(limitMs)}`,
          undefined,
          timeoutMs,
        );
      }
      const value = await fn(txDb);
      await runQuery(client, 'commit', undefined, timeoutMs);
      return value;
    } catch (error) {
      // After a timeout the connection may still be busy: drop it (the server rolls back).
      if (error instanceof DatabaseUnavailableError) broken = true;
      else
        await client.query('rollback').catch(() => {
          broken = true;
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };

  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => runQuery(pool, sql, params, timeoutMs),
    transaction,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
