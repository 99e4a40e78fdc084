import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import {
  createMemoryLogger,
  insertTestSubmission,
  makeTestDeliveryConfig,
  readOutbox,
  waitFor,
} from '../../../test/support/test-submissions.ts';
import type { DeliveryConfig } from '../config.ts';
import { claimDueEntries } from './outbox-store.ts';
import { startDeliveryWorker, type DeliveryWorker } from './worker.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const keepAll = { retentionDays: {} };

describe.each(testDatabases())('delivery worker on $kind', ({ open }) => {
  let db: Db;
  let hubspot: HubSpotStandIn;
  let worker: DeliveryWorker | undefined;
  let hubspotConfig: DeliveryConfig;

  beforeAll(async () => {
    db = await open();
    hubspot = await startHubSpotStandIn({ portalId: '42', accessToken: 'pat', formGuids: [formGuid] });
    hubspotConfig = makeTestDeliveryConfig({
      hubspot: {
        portalId: '42',
        accessToken: 'pat',
        apiUrl: hubspot.url,
        formIds: { 'simple-contact': { default: formGuid } },
        submissionIdField: 'velora_submission_id',
      },
      routes: { 'simple-contact': 'hubspot', complaint: 'inbox' },
    });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await hubspot.close();
    await db.close();
  });

  const start = (deliveryConfig: DeliveryConfig, logger = createMemoryLogger()) => {
    worker = startDeliveryWorker({ db, config: keepAll, logger, deliveryConfig });
    return { worker, logger };
  };

  it('delivers to the local inbox by default, and a repeated inbox delivery keeps one entry', async () => {
    const { id, outboxId } = await insertTestSubmission(db);
    await start(makeTestDeliveryConfig()).worker.drain();
    expect(await readOutbox(db, outboxId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      delivered_to: 'inbox',
      last_error: null,
    });
    await db.query(`update outbox set status = 'pending' where id = $1`, [outboxId]);
    await worker?.drain();
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from inbox where submission_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('routes each form type to its sink and records where it went', async () => {
    const contact = await insertTestSubmission(db, { formType: 'simple-contact' });
    const complaint = await insertTestSubmission(db, { formType: 'complaint', payload: { firstName: 'A' } });
    await start(hubspotConfig).worker.drain();
    expect(await readOutbox(db, contact.outboxId)).toMatchObject({
      status: 'delivered',
      delivered_to: 'hubspot',
    });
    expect(await readOutbox(db, complaint.outboxId)).toMatchObject({
      status: 'delivered',
      delivered_to: 'inbox',
    });
    expect(hubspot.accepted.get(contact.id)).toBe(1);
    expect(hubspot.accepted.has(complaint.id)).toBe(false);
  });

  it('retries a failed attempt later and logs ids only, never the visitor data', async () => {
    hubspot.enqueue({ status: 503, headers: { 'retry-after': '0' } });
    const { id, outboxId } = await insertTestSubmission(db, { formType: 'simple-contact' });
    const { logger } = start({ ...hubspotConfig, baseDelayMs: 1, maxDelayMs: 1 });
    await waitFor('the second attempt', async () => (await readOutbox(db, outboxId))?.status === 'delivered');
    expect(await readOutbox(db, outboxId)).toMatchObject({ attempts: 2 });
    const { rows } = await db.query<{ attempt: number; outcome: string; http_status: number | null }>(
      'select attempt, outcome, http_status from delivery_attempts where outbox_id = $1 order by attempt',
      [outboxId],
    );
    expect(rows).toEqual([
      { attempt: 1, outcome: 'retry', http_status: 503 },
      { attempt: 2, outcome: 'delivered', http_status: 200 },
    ]);
    const logged = JSON.stringify(logger.lines);
    expect(logged).toContain(id);
    for (const personal of ['Anna', 'Muster', 'anna@example.ch']) expect(logged).not.toContain(personal);
  });

  it('dead-letters an entry after DELIVERY_MAX_ATTEMPTS failures', async () => {
    hubspot.enqueue(...Array.from({ length: 3 }, () => ({ status: 500 })));
    const { outboxId } = await insertTestSubmission(db, { formType: 'simple-contact' });
    start({ ...hubspotConfig, maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 });
    await waitFor('the dead letter', async () => (await readOutbox(db, outboxId))?.status === 'dead');
    expect(await readOutbox(db, outboxId)).toMatchObject({
      attempts: 3,
      last_error: 'gave up after 3 attempts; last: hubspot answered 500',
    });
  });

  it('keeps retrying a configuration error past the attempt limit instead of dead-lettering', async () => {
    const { outboxId } = await insertTestSubmission(db, { formType: 'simple-contact' });
    const config = { ...hubspotConfig, maxAttempts: 2, configErrorDelayMs: 5 };
    const { logger } = start({
      ...config,
      hubspot: config.hubspot && { ...config.hubspot, accessToken: 'revoked' },
    });
    await waitFor('four attempts', async () => ((await readOutbox(db, outboxId))?.attempts ?? 0) >= 4);
    expect((await readOutbox(db, outboxId))?.status).not.toBe('dead');
    expect(
      logger.lines.some((line) => line.level === 'error' && /fix the sink settings/.test(line.msg ?? '')),
    ).toBe(true);
  });

  it('holds entries for a sink this process has not configured', async () => {
    const { outboxId } = await insertTestSubmission(db, { sink: 'sms' });
    await start(makeTestDeliveryConfig()).worker.drain();
    expect(await readOutbox(db, outboxId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/sink sms is not configured/),
    });
    await db.query('delete from outbox where id = $1', [outboxId]);
  });

  it('delivers entries naming an extra sink there, and retries when a sink throws', async () => {
    const seen: string[] = [];
    const bookings = {
      name: 'bookings',
      deliver: async (submission: { id: string }) => {
        seen.push(submission.id);
        if (seen.length === 1) throw new Error('calendar unavailable');
        return { kind: 'delivered' as const };
      },
    };
    const { id, outboxId } = await insertTestSubmission(db, {
      formType: 'book-appointment',
      sink: 'bookings',
    });
    worker = startDeliveryWorker({
      db,
      config: keepAll,
      logger: createMemoryLogger(),
      deliveryConfig: makeTestDeliveryConfig(),
      sinks: [bookings],
    });
    await waitFor('the second attempt', async () => (await readOutbox(db, outboxId))?.status === 'delivered');
    expect(seen).toEqual([id, id]);
    const { rows } = await db.query<{ error: string }>(
      'select error from delivery_attempts where outbox_id = $1 and attempt = 1',
      [outboxId],
    );
    expect(rows[0]?.error).toBe('bookings failed: calendar unavailable');
  });

  it('claims the longest-waiting entries first, so quick retries never starve new entries', async () => {
    const retried = await insertTestSubmission(db);
    const waiting = await insertTestSubmission(db);
    await db.query(
      `update outbox set next_attempt_at = now() - interval '1 second', attempts = 3 where id = $1`,
      [retried.outboxId],
    );
    await db.query(`update outbox set next_attempt_at = now() - interval '1 hour' where id = $1`, [
      waiting.outboxId,
    ]);
    const [first] = await claimDueEntries(db, { batch: 1, leaseMs: 60_000, sinks: ['default'] });
    expect(first?.outboxId).toBe(waiting.outboxId);
    await db.query('delete from outbox where id = any($1::bigint[])', [[retried.outboxId, waiting.outboxId]]);
  });

  it('takes back an entry whose worker died (lease expired) and leaves live leases alone', async () => {
    const dead = await insertTestSubmission(db);
    const live = await insertTestSubmission(db);
    await db.query(
      `update outbox set status = 'delivering', attempts = 1, locked_until = now() - interval '1 second' where id = $1`,
      [dead.outboxId],
    );
    await db.query(
      `update outbox set status = 'delivering', attempts = 1, locked_until = now() + interval '1 hour' where id = $1`,
      [live.outboxId],
    );
    await start(makeTestDeliveryConfig()).worker.drain();
    expect(await readOutbox(db, dead.outboxId)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(await readOutbox(db, live.outboxId)).toMatchObject({ status: 'delivering', attempts: 1 });
    await db.query('delete from outbox where id = $1', [live.outboxId]);
  });

  it('does nothing with DELIVERY_WORKER=off', async () => {
    const { outboxId } = await insertTestSubmission(db);
    const { logger } = start(makeTestDeliveryConfig({ worker: 'off' }));
    await worker?.drain();
    expect(await readOutbox(db, outboxId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(logger.lines[0]?.msg).toMatch(/DELIVERY_WORKER=off/);
    await db.query('delete from outbox where id = $1', [outboxId]);
  });
});
