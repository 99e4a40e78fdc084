/**
 * A new PGlite data directory starts as a copy of a migrated one. Creating a PGlite database runs
 * PostgreSQL's initdb in WebAssembly and writes its files (about 4 s of a server's first start on
 * a two-core machine); unpacking a dumped, migrated database takes about 1 s. The dump is made once
 * per PGlite release and set of migrations, in memory (so it can hold nothing but the schema), and
 * kept in `node_modules/.cache/velora/` beside the PGlite it came from. Where that folder cannot be
 * written (a read-only image), and whenever a database cannot start from the dump, PGlite creates
 * the database as before (a dump that does not load even in memory is removed from the cache).
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
  const cacheDir = options.cacheDir ?? defaultTemplateCacheDir();
  const migrations = options.migrations ?? (await readMigrations());
  const file = path.join(cacheDir, `${FILE_PREFIX}${templateKey(migrations)}.tar`);
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

/** Dumps of other PGlite releases or migrations, and writes abandoned long ago. */
async function removeOtherTemplates(dir: string, keep: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      if (file === keep) return;
      if (name.startsWith(FILE_PREFIX) && name.endsWith('.tar')) return rm(file, { force: true });
      if (!name.startsWith(`.${FILE_PREFIX}`)) return;
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs > STALE_WRITE_MS) await rm(file, { force: true });
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
  const template = await cachedTemplate(options).catch((error: unknown) => {
    warn(`could not be made (${String(error)})`);
    return undefined;
  });
  if (!template) return openPgliteDb(dataDir, guard);
  try {
    return await openPgliteDb(dataDir, guard, template.data);
  } catch (error) {
    warn(`could not be loaded from ${template.file} (${String(error)})`);
    // The cause may be the data directory's (a full disk): the template goes only if it is bad.
    if (!(await loadsInMemory(template.data))) await rm(template.file, { force: true });
    await emptyDir(dataDir);
    return openPgliteDb(dataDir, guard);
  }
}

function warn(what: string): void {
  process.emitWarning(`PGlite: the migrated template ${what}; the new database is created instead`);
}

async function loadsInMemory(data: Blob): Promise<boolean> {
  try {
    await (await openPgliteDb('memory://', undefined, data)).close();
    return true;
  } catch {
    return false;
  }
}

async function emptyDir(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
}
