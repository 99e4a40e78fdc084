import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db, OpenDbOptions } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

export type { Db, OpenDbOptions } from './db.ts';

/** Default PGlite directory when neither `DATABASE_URL` nor `dataDir` is given. */
export const defaultPgliteDir = path.join('.data', 'pglite');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`
 * (default `.data/pglite`; `memory://` for tests). Does not migrate: call `migrate(db)`.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgresDb({
      databaseUrl: options.databaseUrl,
      schema: options.schema,
      poolMax: options.poolMax,
    });
  }
  const dataDir = options.dataDir ?? defaultPgliteDir;
  if (!dataDir.startsWith('memory://') && !dataDir.includes('://')) {
    await mkdir(dataDir, { recursive: true });
  }
  return openPgliteDb(dataDir);
}
