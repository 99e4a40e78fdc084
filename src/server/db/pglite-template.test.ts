import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './db.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';
import { openDb } from './open-db.ts';
import { defaultTemplateCacheDir, templateKey } from './pglite-template.ts';

let root: string;
let migrations: Migration[];
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'velora-template-test-'));
  migrations = await readMigrations();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Opens PGlite in `<root>/<name>/pglite` with templates kept in `cacheDir`, runs `fn`, closes. */
async function withDb<T>(name: string, cacheDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: path.join(root, name, 'pglite'), templateCacheDir: cacheDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** initdb draws a system identifier at random: equal ones mean one database copied the other. */
async function systemIdentifier(db: Db): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select system_identifier::text as id from pg_control_system()',
  );
  return rows[0]!.id;
}

const templateFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tar'));

// Each test creates a PGlite database (PostgreSQL's initdb in WebAssembly, then every migration):
// a few seconds alone, over thirty with the other test files on both cores (CI, 2026-11-29).
describe('a new PGlite data directory', { timeout: 120_000 }, () => {
  it('starts migrated and empty from the template kept in the cache, and keeps what it accepts', async () => {
    const cacheDir = path.join(root, 'cache');
    const current = `pglite-template-${templateKey(migrations)}.tar`;
    // A template of another PGlite or other migrations, a write abandoned long ago, one under way.
    const oldWrite = path.join(cacheDir, `.${current}.1-dead`);
    const newWrite = path.join(cacheDir, `.${current}.2-busy`);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, 'pglite-template-0000.tar'), 'an older template');
    mkdirSync(path.join(cacheDir, 'pglite-template-0000', 'base'), { recursive: true });
    writeFileSync(oldWrite, 'x');
    writeFileSync(newWrite, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(oldWrite, hourAgo, hourAgo);

    const first = await withDb('first', cacheDir, async (db) => {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
      // A template holds the schema and nothing else: a migration that inserts rows (a secret, a
      // setting) would give every database made from it the same ones.
      const { rows: tables } = await db.query<{ name: string }>(
        `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and relname <> 'schema_migrations'`,
      );
      expect(tables.length).toBeGreaterThan(5);
      for (const { name } of tables) {
        const { rows: count } = await db.query<{ n: number }>(`select count(*) as n from ${name}`);
        expect({ name, rows: count[0]!.n }).toEqual({ name, rows: 0 });
      }
      await db.query("insert into server_secrets (name, value) values ('kept', 'yes')");
      return systemIdentifier(db);
    });
    expect(templateFiles(cacheDir)).toEqual([current]);
    // Unpacked once beside the dump, for the next new data directories to copy.
    expect(existsSync(path.join(cacheDir, current.replace('.tar', ''), 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(cacheDir, 'pglite-template-0000'))).toBe(false);
    expect(existsSync(oldWrite)).toBe(false);
    expect(existsSync(newWrite)).toBe(true);

    await withDb('first', cacheDir, async (db) => {
      const { rows } = await db.query<{ value: string }>(
        "select value from server_secrets where name = 'kept'",
      );
      expect(rows).toEqual([{ value: 'yes' }]);
    });
    await withDb('second', cacheDir, async (db) => {
      expect(await systemIdentifier(db)).toBe(first);
      const { rows } = await db.query('select * from server_secrets');
      expect(rows).toEqual([]);
    });
  });

  it('is a copy of the unpacked template, made without reading the dump', async () => {
    const cacheDir = path.join(root, 'cache');
    const dump = path.join(cacheDir, `pglite-template-${templateKey(migrations)}.tar`);
    const unpacked = dump.replace(/\.tar$/, '');
    const first = await withDb('from-dump', cacheDir, systemIdentifier);
    writeFileSync(path.join(unpacked, 'copied-from-the-folder'), 'yes');
    const kept = readFileSync(dump);
    writeFileSync(dump, 'not a tarball: reading it would fail');
    const warning = vi.spyOn(process, 'emitWarning');
    try {
      await withDb('from-folder', cacheDir, async (db) => {
        expect(await migrate(db)).toEqual([]);
        expect(await systemIdentifier(db)).toBe(first);
      });
      expect(existsSync(path.join(root, 'from-folder', 'pglite', 'copied-from-the-folder'))).toBe(true);
      expect(warning).not.toHaveBeenCalled();
    } finally {
      warning.mockRestore();
      writeFileSync(dump, kept);
      rmSync(path.join(unpacked, 'copied-from-the-folder'));
    }
  });

  it('starts from the dump when the unpacked template is damaged, and the damaged folder is removed', async () => {
    const cacheDir = path.join(root, 'cache');
    const unpacked = path.join(cacheDir, `pglite-template-${templateKey(migrations)}`);
    await withDb('before-damage', cacheDir, async () => undefined);
    rmSync(path.join(unpacked, 'global', 'pg_control'));
    const warning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      await withDb('after-damage', cacheDir, async (db) => {
        expect(await migrate(db)).toEqual([]);
      });
      expect(String(warning.mock.calls[0]?.[0])).toMatch(
        /copied from .* did not open .*; the dump is loaded instead/,
      );
    } finally {
      warning.mockRestore();
    }
    expect(existsSync(unpacked)).toBe(false);
    expect(templateFiles(cacheDir)).toHaveLength(1);
  });

  it('can be unpacked twice at once: both databases start migrated, one folder is kept', async () => {
    const cacheDir = path.join(root, 'race');
    const dump = `pglite-template-${templateKey(migrations)}.tar`;
    mkdirSync(cacheDir);
    copyFileSync(path.join(root, 'cache', dump), path.join(cacheDir, dump));
    const identifiers = await Promise.all(
      ['race-a', 'race-b'].map((name) =>
        withDb(name, cacheDir, async (db) => {
          expect(await migrate(db)).toEqual([]);
          return systemIdentifier(db);
        }),
      ),
    );
    expect(identifiers[0]).toBeDefined();
    const names = readdirSync(cacheDir).sort();
    expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(names.filter((name) => !name.endsWith('.tar'))).toEqual([
      `pglite-template-${templateKey(migrations)}`,
    ]);
  });

  it('that is not empty is created by PGlite, not filled from the template, and keeps what it held', async () => {
    const dataDir = path.join(root, 'not-empty', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'operator-notes.txt'), 'left here');
    await withDb('not-empty', path.join(root, 'cache'), async (db) => {
      expect(await migrate(db)).toEqual(migrations.map((migration) => migration.id));
    });
    expect(existsSync(path.join(dataDir, 'operator-notes.txt'))).toBe(true);
  });

  it('starts even when the cached template is damaged: the template is removed and PGlite creates the database', async () => {
    const cacheDir = path.join(root, 'damaged');
    const file = path.join(cacheDir, `pglite-template-${templateKey(migrations)}.tar`);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, 'not a tarball at all');
    const warning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      await withDb('damaged', cacheDir, async (db) => {
        expect(await migrate(db)).toEqual(migrations.map((migration) => migration.id));
      });
      expect(String(warning.mock.calls[0]?.[0])).toMatch(
        /migrated template could not be loaded from .*pglite-template-/,
      );
    } finally {
      warning.mockRestore();
    }
    expect(existsSync(file)).toBe(false);
  });

  it('is created by PGlite when there is no template and the cache cannot be written (a read-only image)', async () => {
    const blocked = path.join(root, 'a-file');
    writeFileSync(blocked, '');
    const warning = vi.spyOn(process, 'emitWarning');
    try {
      await withDb('read-only', path.join(blocked, 'cache'), async (db) => {
        expect(await migrate(db)).toEqual(migrations.map((migration) => migration.id));
      });
      expect(warning).not.toHaveBeenCalled();
    } finally {
      warning.mockRestore();
    }
  });
});

describe('the template key', () => {
  it('changes with any migration, and the cache lies beside the PGlite it came from', () => {
    const changed = migrations.map((migration, index) =>
      index === migrations.length - 1 ? { ...migration, sql: `${migration.sql}\n-- changed` } : migration,
    );
    expect(templateKey(changed)).not.toBe(templateKey(migrations));
    expect(templateKey(migrations.slice(0, -1))).not.toBe(templateKey(migrations));
    expect(templateKey([...migrations])).toBe(templateKey(migrations));
    expect(defaultTemplateCacheDir()).toBe(path.resolve('node_modules', '.cache', 'velora'));
  });
});
