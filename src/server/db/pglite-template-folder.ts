/**
 * The migrated template unpacked as a PGlite data directory (`pglite-template-<key>/` beside the
 * dump `pglite-template-<key>.tar`, `pglite-template.ts`), and new data directories copied from it
 * by the file system instead of unpacked from the dump by PGlite, which writes the dump's thousand
 * files through its WebAssembly file system one call at a time.
 */
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { openPgliteDb, type PgliteGuardOptions } from './pglite-db.ts';

/** The folder the dump `file` is unpacked into: its name without `.tar`. */
export function unpackedDirOf(file: string): string {
  return file.replace(/\.tar$/, '');
}

/** The dump would not open in PGlite (the folder it was unpacked into is gone again). */
export class DumpNotLoaded extends Error {}

/**
 * The folder `dir`, unpacked from the dump (`dump()`) on first use: PGlite opens a new folder from
 * the dump and closes it, and the folder is then renamed into place, so the name only ever shows
 * a whole database (two processes making it at once both succeed; the second one's copy is
 * dropped). Undefined when there is no dump, or when the folder cannot be made beside it (a
 * read-only cache). Throws `DumpNotLoaded` when the dump does not open.
 */
export async function unpackTemplate(
  dir: string,
  dump: () => Promise<Blob | undefined>,
): Promise<string | undefined> {
  if (await isDatabaseDir(dir)) return dir;
  const data = await dump();
  if (!data) return undefined;
  const temporary = path.join(
    path.dirname(dir),
    `.${path.basename(dir)}.${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await mkdir(temporary);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return undefined;
    throw error;
  }
  try {
    const db = await openPgliteDb(temporary, undefined, data).catch((error: unknown) => {
      throw new DumpNotLoaded(String(error));
    });
    await db.close();
    await rename(temporary, dir);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // Another process renamed its copy into place first (a folder that is not empty cannot be
    // replaced by a rename): that one is used.
    if (!(error instanceof DumpNotLoaded) && (await isDatabaseDir(dir))) return dir;
    throw error;
  }
  return dir;
}

/** True when `dir` holds a PostgreSQL data directory (its `PG_VERSION`). */
async function isDatabaseDir(dir: string): Promise<boolean> {
  return access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/**
 * Opens `dataDir` as a copy of the unpacked template `unpacked`; undefined (after `onProblem`
 * with what went wrong, and `dataDir` emptied again) when it cannot be copied, or when the copy
 * does not open: then the folder is damaged and goes (it is unpacked again next time).
 */
export async function openCopy(
  unpacked: string,
  dataDir: string,
  guard: PgliteGuardOptions,
  onProblem: (what: string) => void,
): Promise<Db | undefined> {
  try {
    // The synchronous copy (Node's C++ one): the promise-based `cp`, written in JavaScript, took
    // 0.6-1.9 s of CPU for the template's 1,054 files against 0.1-0.3 s; nothing else runs yet.
    cpSync(unpacked, dataDir, { recursive: true });
  } catch (error) {
    onProblem(`could not be copied from ${unpacked} (${String(error)})`);
    await emptyDir(dataDir);
    return undefined;
  }
  try {
    return await openPgliteDb(dataDir, guard);
  } catch (error) {
    onProblem(`copied from ${unpacked} did not open (${String(error)})`);
    await rm(unpacked, { recursive: true, force: true });
    await emptyDir(dataDir);
    return undefined;
  }
}

/** Removes everything in `dir`, keeping the folder itself. */
export async function emptyDir(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
}
