import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openPostgresDb } from '../db/postgres-db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import {
  countByStatus,
  createMemoryLogger,
  insertTestSubmission,
  makeTestDeliveryConfig,
  waitFor,
} from '../../../test/support/test-submissions.ts';
import { startDeliveryWorker } from './worker.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const url = process.env['TEST_DATABASE_URL'];

/**
 * Two workers draining the same outbox: every entry is claimed and delivered exactly once. On
 * PostgreSQL each has its own connection pool, as two processes would; PGlite serves one process,
 * so there the two share it.
 */
describe.each(testDatabases())('two workers on $kind', ({ kind, open }) => {
  let db: Db;
  let second: Db;
  let hubspot: HubSpotStandIn;

  beforeAll(async () => {
    db = await open();
    const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
    second =
      kind === 'postgres'
        ? openPostgresDb({ databaseUrl: url ?? '', schema: rows[0]?.schema })
        : { ...db, close: async () => undefined };
    hubspot = await startHubSpotStandIn({ portalId: '42', accessToken: 'pat', formGuids: [formGuid] });
  });
  afterAll(async () => {
    await hubspot.close();
    await second.close();
    await db.close();
  });

  it('deliver each entry exactly once', async () => {
    // Fewer on PGlite: it runs every query of both workers one after the other.
    const total = kind === 'postgres' ? 300 : 100;
    for (let index = 0; index < total; index += 1)
      await insertTestSubmission(db, { formType: 'simple-contact' });
    const deliveryConfig = makeTestDeliveryConfig({
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
      batch: 7,
      pollMs: 10,
    });
    const logs = [createMemoryLogger(), createMemoryLogger()];
    const workers = [db, second].map((handle, index) =>
      startDeliveryWorker({
        db: handle,
        config: { retentionDays: {} },
        logger: logs[index] ?? createMemoryLogger(),
        deliveryConfig,
      }),
    );
    await waitFor('every delivery', async () => (await countByStatus(db))['delivered'] === total, 20_000);
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(hubspot.accepted.size).toBe(total);
    expect([...hubspot.accepted.values()].every((count) => count === 1)).toBe(true);
    expect(hubspot.requests).toHaveLength(total);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from outbox where attempts <> 1',
    );
    expect(rows[0]?.n).toBe(0);
    // Both took part: the test would prove nothing if one worker did everything.
    for (const log of logs)
      expect(log.lines.filter((line) => line.msg === 'submission delivered').length).toBeGreaterThan(0);
  });
});
