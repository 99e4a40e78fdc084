import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openDb } from './open-db.ts';
import { dumpPgliteDb, openPgliteDb } from './pglite-db.ts';

const names = async (db: Db) =>
  (await db.query<{ name: string }>('select name from people order by name')).rows.map((row) => row.name);

describe('a PGlite database dumped and opened again', () => {
  it('holds what the original held, and the two go their own ways after', async () => {
    const original = await openPgliteDb('memory://');
    await original.query('create table people (name text primary key)');
    await original.query("insert into people values ('Anna')");
    const dump = await dumpPgliteDb(original);
    const copy = await openDb({ dataDir: 'memory://', loadDataDir: dump });
    try {
      expect(await names(copy)).toEqual(['Anna']);
      await copy.query("insert into people values ('Luca')");
      await original.query("insert into people values ('Marie')");
      expect(await names(copy)).toEqual(['Anna', 'Luca']);
      expect(await names(original)).toEqual(['Anna', 'Marie']);
    } finally {
      await copy.close();
      await original.close();
    }
  });

  it('refuses a database it did not open', async () => {
    const stand: Db = {
      kind: 'pglite',
      query: async () => ({ rows: [] }),
      transaction: async () => undefined as never,
      close: async () => undefined,
    };
    await expect(dumpPgliteDb(stand)).rejects.toThrow(/not a database opened by openPgliteDb/);
  });
});
