import type { PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS } from './db.ts';

/**
 * Prepared statements for PGlite. PGlite's `query(sql, params)` parses, describes and plans the
 * statement on every call; for the API's batch statements that fixed cost (a few hundred
 * microseconds in WebAssembly) dwarfs the work per row. This runner prepares each parameterised
 * statement once (`PREPARE`) and then runs `EXECUTE name(literal, ...)` through the simple
 * protocol, the parameters written as SQL literals.
 *
 * Literals are safe by construction: with `standard_conforming_strings` on (checked at start;
 * otherwise this runner is not used) a string literal ends only at an undoubled single quote, and
 * every single quote is doubled. NUL, which PostgreSQL text cannot hold anyway, is refused.
 * Statements PostgreSQL cannot prepare on their own (a parameter whose type it cannot infer)
 * fall back to `query()`.
 */

export type RunStatement = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/** `'text'` with single quotes doubled. */
function quote(text: string): string {
  if (text.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  return `'${text.replaceAll("'", "''")}'`;
}

/** An array element inside a PostgreSQL array literal: `"..."` with `\` and `"` escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayLiteral(value);
  return `"${scalarText(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** The text PostgreSQL's input function receives for a value (as PGlite would send it). */
function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A parameter as an SQL literal (untyped, so PostgreSQL coerces it to the parameter's type). */
export function toLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(scalarText(value));
}

/**
 * Runs statements on `pg`: parameterised ones through prepared statements, others (and
 * multi-statement SQL) through the simple protocol.
 */
export async function createStatementRunner(pg: PGlite): Promise<RunStatement> {
  const simple = async <T>(sql: string) => {
    const results = await pg.exec(sql);
    return { rows: (results.at(-1)?.rows ?? []) as T[] };
  };
  const extended = async <T>(sql: string, params: unknown[]) => ({
    rows: (await pg.query<T>(sql, params)).rows,
  });

  const { rows } = await pg.query<{ standard_conforming_strings: string }>(
    'show standard_conforming_strings',
  );
  if (rows[0]?.standard_conforming_strings !== 'on') {
    return (sql, params) => (params && params.length > 0 ? extended(sql, params) : simple(sql));
  }

  /** SQL text → prepared statement name, or null when it cannot be prepared. */
  const prepared = new Map<string, string | null>();
  let nextId = 1;

  return async <T>(sql: string, params?: unknown[]) => {
    if (!params || params.length === 0) return simple<T>(sql);
    let name = prepared.get(sql);
    if (name === undefined) {
      // Prepare outside transactions only: a failed PREPARE would abort the caller's transaction.
      if (prepared.size >= MAX_PREPARED_STATEMENTS || pg.isInTransaction()) return extended<T>(sql, params);
      const candidate = `velora_${nextId++}`;
      try {
        await pg.exec(`prepare ${candidate} as ${sql}`);
        name = candidate;
        prepared.set(sql, name);
      } catch (error) {
        // A parameter type PostgreSQL cannot infer on its own: never try again. Any other error
        // (a table not created yet...) is reported by running the statement the usual way.
        const code = (error as { code?: unknown }).code;
        if (code === '42P18' || code === '42P08') prepared.set(sql, null);
        return extended<T>(sql, params);
      }
    }
    if (name === null) return extended<T>(sql, params);
    return simple<T>(`execute ${name}(${params.map(toLiteral).join(', ')})`);
  };
}
