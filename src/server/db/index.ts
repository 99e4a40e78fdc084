export { openDb } from './open-db.ts';
export { migrate } from './migrate.ts';
export { DataDirLockedError } from './data-dir-lock.ts';
