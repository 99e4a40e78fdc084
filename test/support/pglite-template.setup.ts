import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrate.ts';
import { dumpPgliteDb, openPgliteDb } from '../../src/server/db/pglite-db.ts';
import { maintainTables } from '../../src/server/db/pglite-maintenance.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database, which every PGlite test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: creates and migrates one PGlite database for the whole run and dumps it, so
 * each test database is a copy (0.3 s) instead of a new database migrated again (1.6 s, about 60
 * times per run). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'velora-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  const db = await openPgliteDb('memory://');
  try {
    await migrate(db);
    // Analysed once here, so each copy does not analyse its migration rows again when it opens.
    await maintainTables(db);
    writeFileSync(file, Buffer.from(await (await dumpPgliteDb(db)).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
