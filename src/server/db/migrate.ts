import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

/** Key of the advisory lock that serialises migrations of processes starting together. */
const MIGRATION_LOCK_KEY = 7_415_230_001;

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** A migration file: `NNN-name.sql`, applied in the order of its number. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Finds the migrations folder: beside this module when run from source, else under the working
 * directory (a bundler may move this module away from its `.sql` files).
 */
export function getMigrationsDir(): string {
  const besideModule = fileURLToPath(new URL('./migrations/', import.meta.url));
  if (existsSync(besideModule)) return besideModule;
  return path.resolve(process.cwd(), 'src', 'server', 'db', 'migrations');
}

/** Reads the `NNN-name.sql` files of `dir`, sorted by name. */
export async function readMigrations(dir = getMigrationsDir()): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      id: name.replace(/\.sql$/, ''),
      sql: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction.
 * A transaction-scoped advisory lock makes two processes starting at once against PostgreSQL
 * apply each migration exactly once (the second waits, then finds nothing left to do).
 * Returns the ids applied now.
 */
export async function migrate(
  db: Db,
  options: { dir?: string; migrations?: Migration[] } = {},
): Promise<string[]> {
  const migrations = options.migrations ?? (await readMigrations(options.dir));
  return db.transaction(
    async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.query(
        'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
      );
      const { rows } = await tx.query<{ id: string }>('select id from schema_migrations');
      const done = new Set(rows.map((row) => row.id));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.id)) continue;
        await tx.query(migration.sql);
        await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
        applied.push(migration.id);
      }
      return applied;
      // A migration may take longer than a request's statement timeout: no limit here.
    },
    { timeoutMs: 0 },
  );
}
