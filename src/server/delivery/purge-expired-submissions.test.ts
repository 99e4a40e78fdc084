import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { purgeExpiredSubmissions } from './purge-expired-submissions.ts';
import {
  createMemoryLogger,
  insertTestSubmission,
  makeTestDeliveryConfig,
  waitFor,
} from '../../../test/support/test-submissions.ts';
import { startDeliveryWorker } from './worker.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(testDatabases())('retention purge on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('deletes each form type past its own retention, with its outbox entries', async () => {
    const oldContact = await insertTestSubmission(db, { formType: 'contact', createdAt: daysAgo(400) });
    const freshContact = await insertTestSubmission(db, { formType: 'contact', createdAt: daysAgo(300) });
    const oldComplaint = await insertTestSubmission(db, { formType: 'complaint', createdAt: daysAgo(400) });
    const unlisted = await insertTestSubmission(db, {
      formType: 'book-appointment',
      createdAt: daysAgo(4000),
    });

    expect(await purgeExpiredSubmissions(db, { contact: 365, complaint: 3650 })).toEqual({ contact: 1 });
    const { rows } = await db.query<{ id: string }>('select id from submissions');
    const left = rows.map((row) => row.id);
    expect(left).not.toContain(oldContact.id);
    expect(left).toEqual(expect.arrayContaining([freshContact.id, oldComplaint.id, unlisted.id]));
    const outbox = await db.query('select id from outbox where id = $1', [oldContact.outboxId]);
    expect(outbox.rows).toHaveLength(0);
  });

  it('runs when the worker starts and logs counts only', async () => {
    const expired = await insertTestSubmission(db, {
      formType: 'sms',
      payload: { phone: '41 79 123 45 67', locale: 'en' },
      createdAt: daysAgo(31),
    });
    const logger = createMemoryLogger();
    const worker = startDeliveryWorker({
      db,
      config: { retentionDays: { sms: 30 } },
      logger,
      deliveryConfig: makeTestDeliveryConfig(),
    });
    await waitFor('the purge log line', () =>
      logger.lines.some((line) => line.msg === 'expired submissions purged'),
    );
    await worker.stop();
    expect(logger.lines.find((line) => line.msg === 'expired submissions purged')?.obj).toEqual({
      deleted: { sms: 1 },
    });
    expect((await db.query('select 1 from submissions where id = $1', [expired.id])).rows).toHaveLength(0);
  });
});
