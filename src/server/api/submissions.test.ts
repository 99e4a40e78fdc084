import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../test/support/test-databases.ts';
import type { Db } from '../db/db.ts';
import { createSubmissionStore, type NewSubmission } from './submissions.ts';

const submission = (idempotencyKey?: string): NewSubmission => ({
  formType: 'contact',
  payload: { message: 'hello' },
  meta: { language: 'en' },
  idempotencyKey,
  requestHash: idempotencyKey ? `hash-${idempotencyKey}` : undefined,
});

describe.each(testDatabases())('submission store on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  const count = async (table: 'submissions' | 'outbox', ids: string[]) => {
    const column = table === 'submissions' ? 'id' : 'submission_id';
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} = any($1::uuid[])`,
      [ids],
    );
    return rows[0]!.n;
  };

  it('gives each submission a time-ordered key: later ones sort after earlier ones in the database', async () => {
    const store = createSubmissionStore(db);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await store.store(submission())).id);
      // A version 7 key orders by its millisecond: the next one is made once the clock has moved on.
      const made = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(made), { interval: 1 });
    }
    expect(ids.every((id) => id[14] === '7')).toBe(true); // UUID version 7 (src/server/db/row-id.ts)
    const { rows } = await db.query<{ id: string }>(
      'select id from submissions where id = any($1::uuid[]) order by id',
      [ids],
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('stores the neighbours of a row that collides in the same batch, and replays that one', async () => {
    const store = createSubmissionStore(db);
    const key = `collide-${Date.now()}`;
    const first = await store.store(submission(key));
    // One batch: the colliding key fails the batch statement, which is then written row by row.
    const results = await Promise.all([
      store.store(submission()),
      store.store(submission(key)),
      store.store(submission()),
    ]);
    expect(results[1]).toMatchObject({ id: first.id, replayed: true, requestHash: `hash-${key}` });
    const fresh = [results[0]!, results[2]!];
    expect(fresh.every((result) => !result.replayed)).toBe(true);
    const ids = [first.id, ...fresh.map((result) => result.id)];
    expect(await count('submissions', ids)).toBe(3);
    expect(await count('outbox', ids)).toBe(3);
  });
});
