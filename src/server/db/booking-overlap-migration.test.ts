import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { describe, expect, it } from 'vitest';
import { openTestPostgres } from '../../../test/support/test-databases.ts';
import type { Db } from './db.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';
import { openDb } from './open-db.ts';

const conversion = '230-booking-overlap-without-btree-gist';

/**
 * The migrations before 230, then the step that gives the schema the constraint migration 200
 * made until 2026-11: `staff_id with =` by btree_gist's operator class, and no `staff_id_range`.
 */
async function migrationsWithBtreeGist(): Promise<Migration[]> {
  const before = (await readMigrations()).filter((migration) => migration.id < conversion);
  const asMadeUntil202611 = `
    create extension if not exists btree_gist with schema public;
    alter table booking_appointments
      drop constraint booking_appointments_no_overlap,
      add constraint booking_appointments_no_overlap
        exclude using gist (staff_id with =, slot with &&) where (status <> 'cancelled');
    drop type staff_id_range;`;
  return [...before, { id: '229-test-no-overlap-with-btree-gist', sql: asMadeUntil202611 }];
}

/** A `Db` over a PGlite opened by the test itself (here: with btree_gist), enough for `migrate`. */
function dbOver(pg: PGlite | Transaction): Db {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) =>
      params ? await pg.query<T>(sql, params) : { rows: ((await pg.exec(sql)).at(-1)?.rows ?? []) as T[] },
    transaction: (fn) => (pg as PGlite).transaction((tx) => fn(dbOver(tx))),
    close: () => (pg as PGlite).close(),
  };
}

let appointment = 0;

/** Books `staff` from `from` to `to` (ISO times); resolves to the PostgreSQL error code, or 'ok'. */
async function book(db: Db, staff: string, from: string, to: string, status = 'confirmed'): Promise<string> {
  appointment += 1;
  try {
    await db.query(
      `insert into booking_appointments
         (id, business_id, service_id, staff_id, starts_at, ends_at, slot, status, provider)
       values ($1, 'velora', 'advice', $2, $3, $4, tstzrange($3, $4), $5, 'builtin')`,
      [`00000000-0000-4000-8000-${String(appointment).padStart(12, '0')}`, staff, from, to, status],
    );
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

/** What the no-overlap constraint must do, whichever way the database got it. */
async function expectNoOverlapPerStaff(db: Db): Promise<void> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = 'booking_appointments'::regclass and conname = 'booking_appointments_no_overlap'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.definition).toMatch(
    /staff_id_range\(staff_id, staff_id, '\[\]'::text\) WITH &&, slot WITH &&/,
  );
  expect(await book(db, 'anna', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('ok');
  // The same adviser at an overlapping time: refused (exclusion_violation).
  expect(await book(db, 'anna', '2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z')).toBe('23P01');
  // Another adviser at the same time, the same one right after, and a cancelled one: accepted.
  expect(await book(db, 'bruno', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('ok');
  expect(await book(db, 'anna', '2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z')).toBe('ok');
  expect(await book(db, 'anna', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', 'cancelled')).toBe('ok');
  // Ids that differ only in case or by a prefix are other advisers.
  expect(await book(db, 'Anna', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('ok');
  expect(await book(db, 'ann', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('ok');
}

describe('the bookings no-overlap constraint without btree_gist (migration 230)', () => {
  it('a new PGlite database needs no extension, and refuses overlaps per adviser', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      expect(await migrate(db)).toContain(conversion);
      const { rows } = await db.query<{ extname: string }>('select extname from pg_extension');
      expect(rows.map((row) => row.extname)).toEqual(['plpgsql']);
      await expectNoOverlapPerStaff(db);
    } finally {
      await db.close();
    }
  });

  it('converts a PGlite data directory made with btree_gist, which then opens without it', async () => {
    const old = await PGlite.create('memory://', { extensions: { btree_gist } });
    await migrate(dbOver(old), { migrations: await migrationsWithBtreeGist() });
    expect(await book(dbOver(old), 'carla', '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z')).toBe('ok');
    const dump = await old.dumpDataDir();
    await old.close();

    // Opened the way the server opens it: no extension loaded.
    const db = await openDb({ dataDir: 'memory://', loadDataDir: dump });
    try {
      expect(await migrate(db)).toEqual([conversion]);
      // The appointment made before the conversion still holds its slot.
      expect(await book(db, 'carla', '2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z')).toBe('23P01');
      await expectNoOverlapPerStaff(db);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  const url = process.env['TEST_DATABASE_URL'];
  it.skipIf(!url)('converts a PostgreSQL schema migrated with btree_gist', async () => {
    const db = await openTestPostgres(url!, { migrate: false });
    try {
      await migrate(db, { migrations: await migrationsWithBtreeGist() });
      expect(await book(db, 'carla', '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z')).toBe('ok');
      expect(await migrate(db)).toEqual([conversion]);
      expect(await book(db, 'carla', '2026-12-02T09:15:00Z', '2026-12-02T09:45:00Z')).toBe('23P01');
      await expectNoOverlapPerStaff(db);
    } finally {
      await db.close();
    }
  });
});
