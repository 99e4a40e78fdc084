import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import type { DeliveryConfig } from '../config.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import {
  countByStatus,
  createMemoryLogger,
  insertTestSubmission,
  makeContactPayload,
  makeTestDeliveryConfig,
  readOutbox,
  waitFor,
} from '../../../test/support/test-submissions.ts';
import { startDeliveryWorker, type DeliveryWorker } from './worker.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';

/** The must-show reliability cases of the delivery half, on each database. */
describe.each(testDatabases())('delivery reliability on $kind', ({ open }) => {
  let db: Db;
  let hubspot: HubSpotStandIn;
  let worker: DeliveryWorker | undefined;
  let config: DeliveryConfig;

  beforeAll(async () => {
    hubspot = await startHubSpotStandIn({ portalId: '42', accessToken: 'pat', formGuids: [formGuid] });
    config = makeTestDeliveryConfig({
      hubspot: {
        portalId: '42',
        accessToken: 'pat',
        apiUrl: hubspot.url,
        formIds: { 'simple-contact': { default: formGuid } },
        submissionIdField: 'velora_submission_id',
        // The stand-in has no rate limit; HubSpot's window is covered in worker.test.ts.
        ratePer10s: 0,
      },
      routes: { 'simple-contact': 'hubspot' },
    });
  });
  afterAll(() => hubspot.close());
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await hubspot.up();
    await db.query('delete from submissions');
    hubspot.requests.length = 0;
    hubspot.accepted.clear();
  });

  const start = (overrides: Partial<DeliveryConfig> = {}) => {
    worker = startDeliveryWorker({
      db,
      config: { retentionDays: {} },
      logger: createMemoryLogger(),
      deliveryConfig: { ...config, ...overrides },
    });
    return worker;
  };

  it('HubSpot down while 200 submissions arrive, then up: all 200 delivered, none lost, none twice', async () => {
    await hubspot.down();
    start({ maxAttempts: 1000, baseDelayMs: 100, maxDelayMs: 500, pollMs: 50 });
    const ids: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      ids.push(
        (
          await insertTestSubmission(db, {
            formType: 'simple-contact',
            payload: makeContactPayload({ email: `visitor${index}@example.ch` }),
          })
        ).id,
      );
    }
    await waitFor('every entry to fail at least once', async () => {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from outbox where attempts >= 1',
      );
      return rows[0]?.n === 200;
    });
    expect(hubspot.accepted.size).toBe(0);
    await hubspot.up();
    await waitFor('all 200 delivered', async () => (await countByStatus(db))['delivered'] === 200, 20_000);
    expect(hubspot.accepted.size).toBe(200);
    expect([...hubspot.accepted.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(hubspot.accepted.keys())).toEqual(new Set(ids));
  });

  it('429 with Retry-After: 2: no retry sooner than 2 s', async () => {
    hubspot.enqueue({
      status: 429,
      headers: { 'retry-after': '2' },
      body: { status: 'error', message: 'You have reached your secondly limit.' },
    });
    const { outboxId } = await insertTestSubmission(db, { formType: 'simple-contact' });
    start({ baseDelayMs: 1, maxDelayMs: 5, pollMs: 10 });
    await waitFor(
      'the retry after 2 s',
      async () => (await readOutbox(db, outboxId))?.status === 'delivered',
      6_000,
    );
    const [first, second] = hubspot.requests;
    expect(hubspot.requests).toHaveLength(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(2000);
  });

  it('400 field error: exactly one attempt, then a dead letter with the reason', async () => {
    const { outboxId } = await insertTestSubmission(db, {
      formType: 'simple-contact',
      payload: makeContactPayload({ email: 'not-an-address@nowhere' }),
    });
    await start({ baseDelayMs: 1, maxDelayMs: 1 }).drain();
    expect(await readOutbox(db, outboxId)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: "hubspot answered 400: Error in 'fields.email'. Invalid email address",
    });
    // A dead letter is never claimed again, however long the (1 ms) retry delay has passed.
    await worker?.drain();
    expect(hubspot.requests).toHaveLength(1);
    const { rows } = await db.query<{ outcome: string; code: string }>(
      'select outcome, code from delivery_attempts where outbox_id = $1',
      [outboxId],
    );
    expect(rows).toEqual([{ outcome: 'failed', code: 'INVALID_EMAIL' }]);
  });
});
