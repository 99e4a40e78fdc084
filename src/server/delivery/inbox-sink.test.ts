import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createInboxSink } from './inbox-sink.ts';

describe.each(testDatabases())('the inbox sink on $kind', ({ open }) => {
  let db: Db;
  let folder: string;
  beforeAll(async () => {
    db = await open();
    folder = await mkdtemp(join(tmpdir(), 'velora-inbox-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps one entry and one JSON file however often a submission is delivered', async () => {
    const id = '6f1c2a4e-0b1d-4c43-9a57-1f6a0d2b0001';
    await db.query(
      `insert into submissions (id, reference, form_type, payload, meta) values ($1, 'VEL-TEST-0001', 'complaint', $2, '{}')`,
      [id, JSON.stringify({ firstName: 'Anna', message: 'Hello' })],
    );
    const sink = createInboxSink(db, folder);
    const submission = {
      id,
      reference: 'VEL-TEST-0001',
      formType: 'complaint',
      payload: { firstName: 'Anna', message: 'Hello' },
      meta: { language: 'de' },
      createdAt: new Date('2026-11-21T10:00:00Z'),
    };
    const context = { idempotencyKey: id, signal: new AbortController().signal };
    expect(await sink.deliver(submission, context)).toEqual({ kind: 'delivered' });
    expect(await sink.deliver(submission, context)).toEqual({ kind: 'delivered' });
    const rows = await db.query('select * from inbox where submission_id = $1', [id]);
    expect(rows.rows).toHaveLength(1);
    expect(await readdir(join(folder, 'complaint'))).toEqual(['VEL-TEST-0001.json']);
    const file = JSON.parse(await readFile(join(folder, 'complaint', 'VEL-TEST-0001.json'), 'utf8'));
    expect(file).toMatchObject({
      id,
      reference: 'VEL-TEST-0001',
      formType: 'complaint',
      payload: submission.payload,
      meta: { language: 'de' },
    });
    expect(typeof file.deliveredAt).toBe('string');
  });
});
