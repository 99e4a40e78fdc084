import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';
import { openPostgresDb } from './postgres-db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

describe.each(testDatabases())('db layer on $kind', ({ kind, open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('reports its kind and applied every migration once', async () => {
    expect(db.kind).toBe(kind);
    const { rows } = await db.query<{ id: string }>('select id from schema_migrations order by id');
    const files = await readMigrations();
    expect(rows.map((row) => row.id)).toEqual(files.map((file) => file.id));
    expect(await migrate(db)).toEqual([]);
  });

  it('returns int8 as numbers, timestamptz as Date and jsonb parsed', async () => {
    const { rows } = await db.query<{ n: number; t: Date; j: unknown }>(
      `select count(*) as n, now() as t, '{"a":[1,"x"]}'::jsonb as j from schema_migrations`,
    );
    expect(typeof rows[0]?.n).toBe('number');
    expect(rows[0]?.t).toBeInstanceOf(Date);
    expect(rows[0]?.j).toEqual({ a: [1, 'x'] });
  });

  it('runs several statements when there are no parameters and returns the last rows', async () => {
    const { rows } = await db.query<{ v: number }>(
      'create temporary table tmp_multi (v int); insert into tmp_multi values (7); select v from tmp_multi',
    );
    expect(rows).toEqual([{ v: 7 }]);
  });

  it('indexes the outbox so that a new, pending row enters only the indexes it needs', async () => {
    const { rows } = await db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'outbox' order by indexname`,
    );
    // The claim (outbox_due), the cascade and inbox lookups (submission_id), the primary key; the
    // dead letters' index holds no pending row.
    expect(rows.map((row) => row.indexname)).toEqual([
      'outbox_dead',
      'outbox_due',
      'outbox_pkey',
      'outbox_submission_id',
    ]);
    expect(rows[0]?.indexdef).toMatch(/WHERE \(status = 'dead'::text\)/);
    const plan = await db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const explained = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from outbox where status = 'dead' order by id`,
      );
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('outbox_dead');
  });

  it('stores a submission with its outbox row and cascades deletes', async () => {
    const id = crypto.randomUUID();
    const outboxId = await db.transaction(async (tx) => {
      await tx.query('insert into submissions (id, reference, form_type, payload) values ($1, $2, $3, $4)', [
        id,
        `REF-${id.slice(0, 8)}`,
        'contact',
        JSON.stringify({ a: 1 }),
      ]);
      const { rows } = await tx.query<{ id: number }>(
        `insert into outbox (submission_id, sink) values ($1, 'default') returning id`,
        [id],
      );
      return rows[0]?.id;
    });
    expect(typeof outboxId).toBe('number');
    const { rows } = await db.query<{ status: string; attempts: number }>(
      'select status, attempts from outbox where id = $1',
      [outboxId],
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 0 }]);
    await db.query('delete from submissions where id = $1', [id]);
    expect((await db.query('select 1 from outbox where id = $1', [outboxId])).rows).toHaveLength(0);
  });

  it('rolls a failed transaction back', async () => {
    const id = crypto.randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into submissions (id, reference, form_type, payload) values ($1, $2, 'x', '{}')`,
          [id, `R-${id}`],
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('select 1 from submissions where id = $1', [id])).rows).toHaveLength(0);
  });

  it('never interleaves concurrent transactions', async () => {
    await db.query('create table if not exists counter_test (id int primary key, n int not null)');
    await db.query('insert into counter_test values (1, 0) on conflict (id) do update set n = 0');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>(
            'select n from counter_test where id = 1 for update',
          );
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query('update counter_test set n = $1 where id = 1', [(rows[0]?.n ?? 0) + 1]);
        }),
      ),
    );
    const { rows } = await db.query<{ n: number }>('select n from counter_test where id = 1');
    expect(rows[0]?.n).toBe(20);
  });
});

const url = process.env['TEST_DATABASE_URL'];
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('apply exactly once when two processes start at once', async () => {
    const [, postgres] = testDatabases();
    const holder = await postgres!.open({ migrate: false });
    // Two more pools on the same schema race to migrate.
    const { rows } = await holder.query<{ s: string }>('select current_schema() as s');
    const schema = rows[0]!.s;
    const a = openPostgresDb({ databaseUrl: url!, schema });
    const b = openPostgresDb({ databaseUrl: url!, schema });
    try {
      const [appliedA, appliedB] = await Promise.all([migrate(a), migrate(b)]);
      const files = await readMigrations();
      expect([...appliedA, ...appliedB].sort()).toEqual(files.map((file) => file.id));
    } finally {
      await a.close();
      await b.close();
      await holder.close();
    }
  });
});
