import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import {
  countByStatus,
  createMemoryLogger,
  insertTestSubmission,
  makeTestDeliveryConfig,
} from '../../../test/support/test-submissions.ts';
import { SinkWindow } from './sink-window.ts';
import type { Sink } from './types.ts';
import { startDeliveryWorker, type DeliveryWorker } from './worker.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const keepAll = { retentionDays: {} };

describe('SinkWindow', () => {
  it('grants at most max calls in any window and says when the next one is free', () => {
    const window = new SinkWindow({ max: 50, windowMs: 10_000 });
    expect(window.take(30, 0)).toEqual({ granted: 30, retryInMs: 0 });
    expect(window.take(30, 4_000)).toEqual({ granted: 20, retryInMs: 6_000 });
    expect(window.take(1, 9_999)).toEqual({ granted: 0, retryInMs: 1 });
    // The first 30 leave the window at 10 s; the 20 taken at 4 s stay until 14 s.
    expect(window.take(40, 10_000)).toEqual({ granted: 30, retryInMs: 4_000 });
  });
});

describe.each(testDatabases())('sink limits and batches on $kind', ({ open }) => {
  let db: Db;
  let hubspot: HubSpotStandIn;
  let worker: DeliveryWorker | undefined;

  beforeAll(async () => {
    db = await open();
    hubspot = await startHubSpotStandIn({ portalId: '42', accessToken: 'pat', formGuids: [formGuid] });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await db.query('delete from submissions');
  });
  afterAll(async () => {
    await hubspot.close();
    await db.close();
  });

  it("keeps to HubSpot's 50 calls per 10 s: the rest wait in the outbox, untried", async () => {
    for (let index = 0; index < 60; index += 1)
      await insertTestSubmission(db, { formType: 'simple-contact' });
    const deliveryConfig = makeTestDeliveryConfig({
      hubspot: {
        portalId: '42',
        accessToken: 'pat',
        apiUrl: hubspot.url,
        formIds: { 'simple-contact': { default: formGuid } },
        submissionIdField: 'velora_submission_id',
      },
      routes: { 'simple-contact': 'hubspot' },
      batch: 100,
    });
    worker = startDeliveryWorker({ db, config: keepAll, logger: createMemoryLogger(), deliveryConfig });
    await worker.drain();
    await worker.drain();
    expect(hubspot.accepted.size).toBe(50);
    expect(await countByStatus(db)).toEqual({ delivered: 50, pending: 10 });
    const { rows } = await db.query<{ attempts: number; wait_s: number }>(
      `select attempts, extract(epoch from next_attempt_at - now())::float8 as wait_s from outbox where status = 'pending'`,
    );
    for (const row of rows) {
      expect(row.attempts).toBe(0);
      expect(row.wait_s).toBeGreaterThan(5);
      expect(row.wait_s).toBeLessThanOrEqual(10);
    }
  });

  it("keeps to a sink's concurrency", async () => {
    let inFlight = 0;
    let most = 0;
    const slow: Sink = {
      name: 'slow',
      limits: { concurrency: 3 },
      async deliver() {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        return { kind: 'delivered' };
      },
    };
    for (let index = 0; index < 20; index += 1) await insertTestSubmission(db, { sink: 'slow' });
    const deliveryConfig = makeTestDeliveryConfig({ batch: 100 });
    worker = startDeliveryWorker({
      db,
      config: keepAll,
      logger: createMemoryLogger(),
      deliveryConfig,
      sinks: [slow],
    });
    await worker.drain();
    expect(await countByStatus(db)).toEqual({ delivered: 20 });
    expect(most).toBe(3);
  });

  it('writes a batch to the local inbox: one row and one file per submission, attempts logged', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'velora-inbox-batch-'));
    try {
      const ids = new Set<string>();
      for (let index = 0; index < 250; index += 1) ids.add((await insertTestSubmission(db)).id);
      const deliveryConfig = makeTestDeliveryConfig({ batch: 100, inboxDir: folder });
      worker = startDeliveryWorker({ db, config: keepAll, logger: createMemoryLogger(), deliveryConfig });
      await worker.drain();
      expect(await countByStatus(db)).toEqual({ delivered: 250 });
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from inbox union all select count(*)::int from delivery_attempts where outcome = 'delivered'`,
      );
      expect(rows.map((row) => row.n)).toEqual([250, 250]);
      const [formFolder] = await readdir(folder);
      const files = await readdir(path.join(folder, formFolder ?? ''));
      expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(250);
      const body = JSON.parse(await readFile(path.join(folder, formFolder ?? '', files[0] ?? ''), 'utf8'));
      expect(ids.has(body.id)).toBe(true);
      expect(Object.keys(body)).toEqual([
        'id',
        'reference',
        'formType',
        'payload',
        'meta',
        'createdAt',
        'deliveredAt',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
