import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementRunner, toLiteral, type RunStatement } from './pglite-prepared.ts';

describe('PGlite prepared statements', () => {
  let pg: PGlite;
  let run: RunStatement;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    run = await createStatementRunner(pg);
  });
  afterAll(() => pg.close());

  const awkward = [
    "O'Brien",
    "'); drop table x; --",
    "''''",
    'back\\slash \\x00 \\\\',
    '"quoted", {braces}, comma',
    'ünïcødé 日本 🎉',
    '$$ dollar $tag$',
    'line\nbreak\ttab',
    '',
    ' NULL ',
  ];

  it('passes awkward text unchanged, as query() would', async () => {
    for (const text of awkward) {
      const sql = 'select $1::text as v, length($1::text) as n';
      const prepared = await run<{ v: string; n: number }>(sql, [text]);
      const plain = await pg.query<{ v: string; n: number }>(sql, [text]);
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.rows[0]!.v).toBe(text);
    }
  });

  it('passes arrays, JSON, dates, numbers, booleans and null', async () => {
    const sql =
      'select $1::text[] as a, $2::jsonb as j, $3::timestamptz as d, $4::int as i, $5::float8 as f, $6::boolean as b, $7::text as z';
    const params = [
      [...awkward, null, 'NULL'],
      { quote: "it's", nested: ['"x"', '\\'], n: 1.5 },
      new Date('2026-01-02T03:04:05.678Z'),
      42,
      -0.25,
      false,
      null,
    ];
    const prepared = await run(sql, params);
    const plain = await pg.query(sql, params);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows[0]).toMatchObject({ a: [...awkward, null, 'NULL'], i: 42, b: false, z: null });
  });

  it('refuses NUL like PostgreSQL does', () => {
    expect(() => toLiteral('a\u0000b')).toThrow(/0x00/);
  });

  it('reuses one prepared statement per SQL text', async () => {
    await run('select $1::int + 1 as n', [1]);
    await run('select $1::int + 1 as n', [2]);
    const { rows } = await pg.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like '%$1::int + 1%'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('falls back to query() for statements PostgreSQL cannot prepare alone', async () => {
    expect((await run<{ v: string }>('select $1 as v', ['x'])).rows).toEqual([{ v: 'x' }]);
    expect((await run<{ v: string }>('select $1 as v', ['y'])).rows).toEqual([{ v: 'y' }]);
  });

  it('reports errors of prepared statements', async () => {
    await expect(run('select 1 / $1::int as v', [0])).rejects.toThrow(/division by zero/);
    await expect(run('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/);
  });

  it('does not disturb transactions', async () => {
    await pg.exec('create table tx_test (id int primary key)');
    await pg.exec('begin');
    await run('insert into tx_test values ($1)', [1]);
    await pg.exec('rollback');
    expect((await run('select count(*)::int as n from tx_test where id > $1', [0])).rows).toEqual([{ n: 0 }]);
  });
});
