import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';
import { maintainTables, startMaintenance } from './pglite-maintenance.ts';
import type { Db } from './db.ts';

/** A migrated PGlite database (a copy of the test run's template), with its maintenance running. */
const openMigrated = () =>
  testDatabases()
    .find((database) => database.kind === 'pglite')!
    .open();

/** The plan PostgreSQL picks for the delivery worker's claim of 100 due entries. */
async function claimPlan(db: Db): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `explain select id from outbox
      where status in ('pending', 'delivering') and (status = 'pending' or locked_until < now())
        and next_attempt_at <= now() and sink = any('{default}'::text[])
      order by next_attempt_at, id limit 100 for update skip locked`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** `count` submissions with their outbox entries, in one statement. */
async function addSubmissions(db: Db, count: number): Promise<void> {
  await db.query(
    `with s as (
       insert into submissions (id, reference, form_type, payload, meta)
       select gen_random_uuid(), gen_random_uuid()::text, 'contact', '{}'::jsonb, '{}'::jsonb
         from generate_series(1, $1::int)
       returning id)
     insert into outbox (submission_id, sink) select id, 'default' from s`,
    [count],
  );
}

/** Statistics PostgreSQL keeps of a table, this connection's latest counts included. */
async function tableStats(db: Db, table: string) {
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<{ dead: number; analysed: boolean; vacuumed: boolean }>(
    `select n_dead_tup as dead, (last_analyze is not null) as analysed, (last_vacuum is not null) as vacuumed
       from pg_stat_user_tables where relname = $1`,
    [table],
  );
  return rows[0];
}

describe('PGlite maintenance (autovacuum)', () => {
  it('analyses a grown table, so the claim walks outbox_due instead of sorting every entry', async () => {
    const db = await openMigrated();
    try {
      await maintainTables(db);
      await addSubmissions(db, 5000);
      // The statistics still say empty: the claim reads and sorts the whole backlog.
      expect(await claimPlan(db)).toMatch(/Sort/);
      const done = await maintainTables(db);
      expect(done).toContain('vacuum analyze outbox');
      expect(done).toContain('vacuum analyze submissions');
      expect(await claimPlan(db)).toMatch(/Index Scan using outbox_due/);
      expect(await claimPlan(db)).not.toMatch(/Sort/);
      // Nothing left to do until the tables change again.
      expect(await maintainTables(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('vacuums the dead row versions delivery leaves behind, and analyses on changes alone', async () => {
    const db = await openMigrated();
    try {
      await addSubmissions(db, 400);
      await maintainTables(db);
      await db.query(`update outbox set status = 'delivering'`);
      await db.query(`update outbox set status = 'delivered' where id % 2 = 0`);
      expect((await tableStats(db, 'outbox'))?.dead).toBeGreaterThan(50);
      expect(await maintainTables(db)).toEqual(['vacuum analyze outbox']);
      expect(await tableStats(db, 'outbox')).toMatchObject({ dead: 0, analysed: true, vacuumed: true });
      await db.query(`insert into rate_limits (key, window_start, count)
                      select 'k' || n, now(), 1 from generate_series(1, 60) as n`);
      expect(await maintainTables(db)).toEqual(['analyze rate_limits']);
    } finally {
      await db.close();
    }
  });

  it('runs a pass at start and on schedule, and stops with the pass in flight finished', async () => {
    const db = await openMigrated();
    try {
      await addSubmissions(db, 100);
      const errors: unknown[] = [];
      const maintenance = startMaintenance(db, { intervalMs: 20, onError: (error) => errors.push(error) });
      await expect.poll(async () => (await tableStats(db, 'submissions'))?.analysed).toBe(true);
      await addSubmissions(db, 1200);
      await expect.poll(async () => (await tableStats(db, 'outbox'))?.vacuumed, { timeout: 5000 }).toBe(true);
      await maintenance.stop();
      expect(errors).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('analyses at open what grew before: a restart with a backlog claims by index at once', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'velora-maintenance-'));
    try {
      const first = await openPgliteDb(path.join(directory, 'pglite'));
      await migrate(first);
      await addSubmissions(first, 5000);
      expect(await claimPlan(first)).toMatch(/Sort/);
      await first.close();
      const reopened = await openPgliteDb(path.join(directory, 'pglite'));
      try {
        await expect.poll(async () => (await tableStats(reopened, 'outbox'))?.analysed).toBe(true);
        expect(await claimPlan(reopened)).toMatch(/Index Scan using outbox_due/);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
