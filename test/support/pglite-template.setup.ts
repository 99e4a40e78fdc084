import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { cachedTemplate, makeTemplate } from '../../src/server/db/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database, which every PGlite test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: the migrated PGlite template a new data directory starts from
 * (`src/server/db/pglite-template.ts`), made once before any test if the cache lacks it. Each
 * in-memory test database is a copy (0.3 s) instead of a new database migrated again (1.6 s, about
 * 60 times per run), and each server a test starts on a new data directory finds it in the cache.
 * Where the cache cannot be written, the template goes to a temporary file removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await cachedTemplate();
  if (template) {
    project.provide('pgliteTemplate', template.file);
    return () => undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'velora-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await makeTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
