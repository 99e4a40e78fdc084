export type { Db, OpenDbOptions, TransactionOptions } from './db.ts';
export { openDb, defaultPgliteDir } from './open-db.ts';
export { migrate, readMigrations, getMigrationsDir, type Migration } from './migrate.ts';
export { DatabaseUnavailableError, type DatabaseUnavailableReason } from './errors.ts';
export { loadDbConfig, DbConfigError, type DbConfig } from './db-config.ts';
export {
  acquireDataDirLock,
  DataDirLockedError,
  DATA_DIR_LOCKED_EXIT_CODE,
  dataDirFiles,
  type DataDirLock,
} from './data-dir-lock.ts';
export { checkReadiness, type Readiness } from './readiness.ts';
