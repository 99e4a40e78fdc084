import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPostgresDb, quoteIdentifier } from './postgres-db.ts';

const url = process.env['TEST_DATABASE_URL'];

/** The statements the one connection of `db` has prepared (its pool holds a single connection). */
async function preparedOn(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  const open = (preparedStatements?: boolean) =>
    openPostgresDb({ databaseUrl: url!, schema, poolMax: 1, preparedStatements });

  beforeAll(async () => {
    admin = openPostgresDb({ databaseUrl: url!, poolMax: 1 });
    await admin.query(`create schema ${quoteIdentifier(schema)}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await admin.close();
  });

  it('prepares a parameterised statement once per connection and runs it again by name', async () => {
    const db = open();
    try {
      const sql = 'select $1::int + 1 as n';
      expect((await db.query<{ n: number }>(sql, [1])).rows).toEqual([{ n: 2 }]);
      expect((await db.query<{ n: number }>(sql, [41])).rows).toEqual([{ n: 42 }]);
      expect(await preparedOn(db)).toEqual([sql]);
      // Inside a transaction the same connection uses the statement already prepared.
      const inside = await db.transaction((tx) => tx.query<{ n: number }>(sql, [9]));
      expect(inside.rows).toEqual([{ n: 10 }]);
      expect(await preparedOn(db)).toEqual([sql]);
    } finally {
      await db.close();
    }
  });

  it('prepares nothing with DB_PREPARED_STATEMENTS=off', async () => {
    const db = open(false);
    try {
      expect((await db.query<{ n: number }>('select $1::int * 2 as n', [4])).rows).toEqual([{ n: 8 }]);
      expect(await preparedOn(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('keeps a statement working after a migration changes the columns it returns', async () => {
    const db = open();
    const migrating = open(false);
    try {
      await db.query('create table stale_plan (a int)');
      await db.query('insert into stale_plan values (1)');
      const sql = 'select * from stale_plan where a = $1';
      expect((await db.query(sql, [1])).rows).toEqual([{ a: 1 }]);
      // Another process applies a migration: PostgreSQL now refuses the prepared statement.
      await migrating.query('alter table stale_plan add column b int default 7');
      expect((await db.query(sql, [1])).rows).toEqual([{ a: 1, b: 7 }]);
      await migrating.query('alter table stale_plan add column c int default 8');
      // Run unnamed since: no second refusal, in a transaction or out of one.
      expect((await db.transaction((tx) => tx.query(sql, [1]))).rows).toEqual([{ a: 1, b: 7, c: 8 }]);
      // Refused inside a transaction, the statement fails that transaction only.
      const other = 'select * from stale_plan where a <> $1';
      expect((await db.query(other, [0])).rows).toHaveLength(1);
      await migrating.query('alter table stale_plan add column d int default 9');
      await expect(db.transaction((tx) => tx.query(other, [0]))).rejects.toThrow();
      expect((await db.query(other, [0])).rows).toEqual([{ a: 1, b: 7, c: 8, d: 9 }]);
    } finally {
      await db.close();
      await migrating.close();
    }
  });
});
