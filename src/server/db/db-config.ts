/**
 * Database settings from the environment, validated at start. The lead folds this into the
 * server's config module; until then `loadDbConfig(process.env)` is called where the database is
 * opened.
 *
 *   DB_STATEMENT_TIMEOUT_MS [5000]   longest a request waits for one database statement, a lock
 *                                    or a connection (PostgreSQL: statement_timeout, lock_timeout,
 *                                    connection timeout; PGlite: time waiting for the embedded
 *                                    database). Past it the request fails with 503 + Retry-After.
 */
import { z } from 'zod';

export interface DbConfig {
  readonly statementTimeoutMs: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

const envSchema = z.object({
  DB_STATEMENT_TIMEOUT_MS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return DEFAULT_STATEMENT_TIMEOUT_MS;
      const number = Number(value);
      if (!/^\s*\d+\s*$/.test(value) || number < 50 || number > 600_000) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a whole number from 50 to 600000, got "${value}"`,
        });
        return z.NEVER;
      }
      return number;
    }),
});

/** Thrown for an invalid database setting; the message names the variable and what it must be. */
export class DbConfigError extends Error {
  override name = 'DbConfigError';
}

/** Reads and validates the database settings. */
export function loadDbConfig(env: Record<string, string | undefined> = process.env): DbConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new DbConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  return Object.freeze({ statementTimeoutMs: parsed.data.DB_STATEMENT_TIMEOUT_MS });
}
