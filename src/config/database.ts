/**
 * The database's patience: DB_STATEMENT_TIMEOUT_MS [5000] (longest a request waits for one
 * database statement, a lock or a connection; PostgreSQL: statement_timeout, lock_timeout,
 * connection timeout; PGlite: time waiting for the embedded database). Past it the request fails
 * with 503 + Retry-After.
 */
import { integer } from './fields.ts';
import { defineSection } from './section.ts';

export interface DbConfig {
  readonly statementTimeoutMs: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

export const databaseSection = defineSection({
  shape: { DB_STATEMENT_TIMEOUT_MS: integer(50, 600_000, DEFAULT_STATEMENT_TIMEOUT_MS, 'milliseconds') },
  build: (e): DbConfig => ({ statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS }),
});
