export { openDb } from './open-db.ts';
export { migrate } from './migrate.ts';
