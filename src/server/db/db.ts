/**
 * The one database interface of the server (DESIGN.md decision 8). Two implementations share it:
 * PGlite (embedded PostgreSQL, default) and a `pg` pool (PostgreSQL at `DATABASE_URL`).
 *
 * Conventions both implementations guarantee, so SQL and callers stay dialect-free:
 * - `$1, $2, ...` placeholders; a query without parameters may hold several statements
 *   (simple protocol) and returns the rows of the last one.
 * - `int8` / `bigserial` / `count(*)` come back as JS numbers, `timestamptz` as `Date`,
 *   `jsonb` as parsed values, `uuid` as text.
 * - `transaction(fn)` runs `fn` inside BEGIN/COMMIT on one connection and rolls back when it
 *   throws. Inside `fn`, use the `tx` handed in, never the outer `Db` (on PGlite the outer one
 *   waits for the transaction to end, so using it inside would deadlock). A nested
 *   `tx.transaction()` joins the enclosing transaction.
 * - No caller waits forever: a statement, lock wait or connection that takes longer than the
 *   statement timeout (`DB_STATEMENT_TIMEOUT_MS`) fails with `DatabaseUnavailableError`
 *   (`errors.ts`, HTTP 503 + Retry-After), and nothing of a failed transaction is committed.
 */
/**
 * Most distinct statement texts a connection prepares (PGlite: `pglite-prepared.ts`; PostgreSQL:
 * `postgres-db.ts`); later ones run unprepared, parsed and planned on each call. The server's own
 * statements are a few dozen; the cap bounds what a caller building SQL texts could make it keep.
 */
export const MAX_PREPARED_STATEMENTS = 500;

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** Options of one `transaction()`. */
export interface TransactionOptions {
  /**
   * Longest the transaction may take, waiting included, in milliseconds; 0 for no limit (the
   * migrations at start). Default: the database's statement timeout.
   */
  timeoutMs?: number;
}

/** Options of `openDb`. */
export interface OpenDbOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (default `.data/pglite`); `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: schema put first on the search path (tests use one schema per file). */
  schema?: string | undefined;
  /** PostgreSQL only: maximum pool size (default 10). */
  poolMax?: number | undefined;
  /** Statement, lock and connection timeout (`DB_STATEMENT_TIMEOUT_MS`, default 5000). */
  statementTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: prepare each parameterised statement once per connection
   * (`DB_PREPARED_STATEMENTS`, default true; PGlite always prepares, `pglite-prepared.ts`).
   */
  preparedStatements?: boolean | undefined;
  /**
   * PGlite on disk only: the directory locked for this process (`data-dir-lock.ts`), default the
   * parent of `dataDir` (DATA_DIR for DATA_DIR/pglite).
   */
  lockDir?: string | undefined;
  /** How this process describes itself to a second one refused the lock (default: its command line). */
  lockOwner?: string | undefined;
  /** PGlite in memory only: start from this dumped data directory (`dumpPgliteDb`). */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite on disk only: the folder keeping the migrated template a new data directory starts
   * from (`pglite-template.ts`); default `node_modules/.cache/velora`.
   */
  templateCacheDir?: string | undefined;
}
