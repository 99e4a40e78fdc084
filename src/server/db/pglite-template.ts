/**
 * A new PGlite data directory starts as a copy of a migrated one. Creating a PGlite database runs
 * PostgreSQL's initdb in WebAssembly and writes its files (about 4 s of a server's first start on
 * a two-core machine); unpacking a dumped, migrated database takes about 1 s. The dump is made once
 * per PGlite release and set of migrations, in memory (so it can hold nothing but the schema), and
 * kept in `node_modules/.cache/velora/` beside the PGlite it came from. Where that folder cannot be
 * written (a read-only image), and whenever a database cannot start from the dump, PGlite creates
 * the database as before (a dump that does not load even in memory is removed from the cache).
 *
 * A data directory on disk is not unpacked from the dump each time: PGlite writes the dump's
 * thousand files through its WebAssembly file system one call at a time (2.9-5.4 s of CPU for a
 * server's first start on a busy two-core machine, 2026-11-29). The first such start unpacks the
 * dump once more into a folder beside it in the cache (`pglite-template-<key>/`), and every new
 * data directory is a copy of that folder made by the file system (`pglite-template-folder.ts`).
 *
 * Only an empty or missing data directory is ever filled from it: an existing database (or
 * anything else an operator left there) is opened as it is.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants, readdirSync, readFileSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Db } from './db.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';
import { dumpPgliteDb, openPgliteDb, type PgliteGuardOptions } from './pglite-db.ts';
import { maintainTables } from './pglite-maintenance.ts';
import {
  DumpNotLoaded,
  emptyDir,
  openCopy,
  unpackedDirOf,
  unpackTemplate,
} from './pglite-template-folder.ts';

/** Changes when what goes into a template changes in a way its key would not show. */
const TEMPLATE_FORMAT = 'velora-pglite-template-1';
const FILE_PREFIX = 'pglite-template-';
/** A write left behind by a process that died mid-way is removed after this long. */
const STALE_WRITE_MS = 10 * 60_000;

/** The PGlite package's folder (the one the server loads). */
function pglitePackageDir(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.resolve(path.dirname(entry), '..');
}

/** `<node_modules>/.cache/velora`, beside the `@electric-sql/pglite` the server loads. */
export function defaultTemplateCacheDir(): string {
  return path.join(pglitePackageDir(), '..', '..', '.cache', 'velora');
}

/** What a template depends on: the PGlite release (and its extensions) and every migration. */
export function templateKey(migrations: Migration[]): string {
  const hash = createHash('sha256').update(TEMPLATE_FORMAT);
  hash.update(readFileSync(path.join(pglitePackageDir(), 'package.json')));
  for (const { id, sql } of migrations) hash.update(`\0${id}\0${sql}`);
  return hash.digest('hex').slice(0, 32);
}

export interface TemplateOptions {
  /** Where dumps are kept; default `defaultTemplateCacheDir()`. */
  cacheDir?: string | undefined;
  migrations?: Migration[];
}

export interface Template {
  data: Blob;
  /** The cache file it was read from or written to. */
  file: string;
}

/**
 * The migrated template for the current PGlite and migrations: read from the cache, or made in
 * memory and written there. Undefined when it is not cached and the cache cannot be written (a
 * read-only image): making one for a single database would cost what creating that database does.
 */
export async function cachedTemplate(options: TemplateOptions = {}): Promise<Template | undefined> {
  const { cacheDir, file, migrations } = await templateFile(options);
  const cached = await readFile(file).catch(() => undefined);
  if (cached && cached.length > 0) return { data: new Blob([cached]), file };
  const temporary = path.join(
    cacheDir,
    `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  // Not cached, and nowhere to keep one (a read-only image): not worth making for one database.
  const writable = await mkdir(cacheDir, { recursive: true })
    .then(() => access(cacheDir, constants.W_OK))
    .then(
      () => true,
      () => false,
    );
  if (!writable) return undefined;
  const data = await makeTemplate(migrations);
  try {
    await writeFile(temporary, Buffer.from(await data.arrayBuffer()));
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await removeOtherTemplates(cacheDir, file);
  return { data, file };
}

/** Where the template of the current PGlite and migrations is kept (`<cacheDir>/pglite-template-<key>.tar`). */
async function templateFile(options: TemplateOptions) {
  const cacheDir = options.cacheDir ?? defaultTemplateCacheDir();
  const migrations = options.migrations ?? (await readMigrations());
  return { cacheDir, migrations, file: path.join(cacheDir, `${FILE_PREFIX}${templateKey(migrations)}.tar`) };
}

/** A new in-memory database, migrated and analysed (so its copies need not analyse it), dumped. */
export async function makeTemplate(migrations?: Migration[]): Promise<Blob> {
  const db = await openPgliteDb('memory://');
  try {
    await migrate(db, migrations ? { migrations } : {});
    await maintainTables(db);
    return await dumpPgliteDb(db);
  } finally {
    await db.close();
  }
}

/**
 * Dumps of other PGlite releases or migrations and their unpacked folders, and writes abandoned
 * long ago. `keep` is the current dump; its unpacked folder (the same name without `.tar`) stays.
 */
async function removeOtherTemplates(dir: string, keep: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const kept = new Set([keep, unpackedDirOf(keep)]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      if (kept.has(file)) return;
      if (name.startsWith(FILE_PREFIX)) return rm(file, { recursive: true, force: true });
      if (!name.startsWith(`.${FILE_PREFIX}`)) return;
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs > STALE_WRITE_MS) await rm(file, { recursive: true, force: true });
    }),
  );
}

/** True when `dir` does not exist or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Opens the new (empty) PGlite data directory `dataDir` as a copy of the migrated template. A
 * template that cannot be made or loaded is no reason not to start: what it left in `dataDir`
 * (empty before, and this process holds its lock) is removed, and PGlite creates the database
 * itself, as it does without a template. The cached file goes too if it does not even load into
 * memory.
 */
export async function openFromTemplate(
  dataDir: string,
  guard: PgliteGuardOptions,
  options: TemplateOptions = {},
): Promise<Db> {
  const located = await templateFile(options);
  let dump: Promise<Template | undefined> | undefined;
  const template = () =>
    (dump ??= cachedTemplate({ ...options, migrations: located.migrations }).catch((error: unknown) => {
      warn(`could not be made (${String(error)})`);
      return undefined;
    }));
  let unpacked: string | undefined;
  try {
    unpacked = await unpackTemplate(unpackedDirOf(located.file), async () => (await template())?.data);
  } catch (error) {
    if (error instanceof DumpNotLoaded) {
      await reportUnloadable((await template())!, error.message);
      return openPgliteDb(dataDir, guard);
    }
    warn(`could not be unpacked (${String(error)})`, 'the dump is loaded');
  }
  if (unpacked) {
    const opened = await openCopy(unpacked, dataDir, guard, (what) => warn(what, 'the dump is loaded'));
    if (opened) return opened;
  }
  const loaded = await template();
  if (!loaded) return openPgliteDb(dataDir, guard);
  try {
    return await openPgliteDb(dataDir, guard, loaded.data);
  } catch (error) {
    await reportUnloadable(loaded, String(error));
    await emptyDir(dataDir);
    return openPgliteDb(dataDir, guard);
  }
}

/**
 * Warns that the dump did not load. The cause may be the file system written to (a full disk):
 * the cached dump is deleted only when it does not load even in memory.
 */
async function reportUnloadable({ file, data }: Template, cause: string): Promise<void> {
  warn(`could not be loaded from ${file} (${cause})`);
  if (!(await loadsInMemory(data))) await rm(file, { force: true });
}

function warn(what: string, instead = 'the new database is created'): void {
  process.emitWarning(`PGlite: the migrated template ${what}; ${instead} instead`);
}

async function loadsInMemory(data: Blob): Promise<boolean> {
  try {
    await (await openPgliteDb('memory://', undefined, data)).close();
    return true;
  } catch {
    return false;
  }
}
