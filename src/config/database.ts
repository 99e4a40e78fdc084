/**
 * The database's patience: DB_STATEMENT_TIMEOUT_MS [5000] (longest a request waits for one
 * database statement, a lock or a connection; PostgreSQL: statement_timeout, lock_timeout,
 * connection timeout; PGlite: time waiting for the embedded database). Past it the request fails
 * with 503 + Retry-After.
 *
 * DB_PREPARED_STATEMENTS [on] (PostgreSQL only): each parameterised statement is prepared once per
 * connection and then only executed. `off` for a pooler that cannot keep a connection's prepared
 * statements (PgBouncer in transaction mode before 1.21, or without `max_prepared_statements`).
 */
import { integer, oneOf } from './fields.ts';
import { defineSection } from './section.ts';

export interface DbConfig {
  readonly statementTimeoutMs: number;
  readonly preparedStatements: boolean;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

export const databaseSection = defineSection({
  shape: {
    DB_STATEMENT_TIMEOUT_MS: integer(50, 600_000, DEFAULT_STATEMENT_TIMEOUT_MS, 'milliseconds'),
    DB_PREPARED_STATEMENTS: oneOf(['on', 'off'] as const, 'on'),
  },
  build: (e): DbConfig => ({
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    preparedStatements: e.DB_PREPARED_STATEMENTS === 'on',
  }),
});
