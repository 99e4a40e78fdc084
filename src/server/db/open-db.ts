import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Db, OpenDbOptions } from './db.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config.ts';
import { defaultPgliteGuard, openPgliteDb } from './pglite-db.ts';
import { isEmptyDir, openFromTemplate } from './pglite-template.ts';
import { openPostgresDb } from './postgres-db.ts';

export type { Db, OpenDbOptions } from './db.ts';

/** Default PGlite directory when neither `DATABASE_URL` nor `dataDir` is given. */
export const defaultPgliteDir = path.join('.data', 'pglite');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`
 * (default `.data/pglite`; `memory://` for tests). Does not migrate: call `migrate(db)`.
 *
 * PGlite on disk is one process's: this process first takes the data-directory lock
 * (`data-dir-lock.ts`, on the parent of `dataDir` unless `lockDir` says otherwise) and throws
 * `DataDirLockedError` when another process holds it. `close()` releases it. A new (missing or
 * empty) `dataDir` starts as a copy of the migrated template (`pglite-template.ts`), so `migrate`
 * then finds nothing to do.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.databaseUrl) {
    return openPostgresDb({
      databaseUrl: options.databaseUrl,
      schema: options.schema,
      poolMax: options.poolMax,
      statementTimeoutMs,
      preparedStatements: options.preparedStatements,
    });
  }
  const dataDir = options.dataDir ?? defaultPgliteDir;
  const guard = { ...defaultPgliteGuard, timeoutMs: statementTimeoutMs };
  if (dataDir.includes('://')) return openPgliteDb(dataDir, guard, options.loadDataDir);

  const lock = acquireDataDirLock(
    options.lockDir ?? path.dirname(path.resolve(dataDir)),
    options.lockOwner === undefined ? {} : { command: options.lockOwner },
  );
  let db: Db;
  try {
    const isNew = isEmptyDir(dataDir);
    await mkdir(dataDir, { recursive: true });
    db = await (isNew
      ? openFromTemplate(dataDir, guard, { cacheDir: options.templateCacheDir })
      : openPgliteDb(dataDir, guard));
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn, txOptions) => db.transaction(fn, txOptions),
    close: () => db.close().finally(() => lock.release()),
  };
}
