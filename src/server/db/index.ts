export type { Db, OpenDbOptions } from './db.ts';
export { openDb, defaultPgliteDir } from './open-db.ts';
export { migrate, readMigrations, getMigrationsDir, type Migration } from './migrate.ts';
