import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import {
  countByStatus,
  createMemoryLogger,
  insertTestSubmission,
  makeTestDeliveryConfig,
} from '../../../test/support/test-submissions.ts';
import { startDeliveryWorker } from './worker.ts';

/** Full rounds of this size when the site is quiet; the worker's busy rounds take 20. */
const batch = 50;
const backlog = 100;

/**
 * The database as the worker sees it, with the size of each claim recorded in order, and
 * `onClaim(n)` called after the n-th claim (a test makes "requests arrive" there).
 */
function observeClaims(db: Db, onClaim: (claim: number) => void = () => undefined) {
  const sizes: number[] = [];
  const observed: Db = {
    kind: db.kind,
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await db.query<T>(sql, params);
      if (sql.includes("set status = 'delivering'") && result.rows.length > 0) {
        sizes.push(result.rows.length);
        onClaim(sizes.length);
      }
      return result;
    },
    transaction: (fn, options) => db.transaction(fn, options),
    close: () => db.close(),
  };
  return { db: observed, sizes };
}

describe.each(testDatabases())('delivery worker and the site on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  /** A fresh backlog, drained by a worker that reads the site's request count from `siteRequests`. */
  async function drainWith(siteRequests: (() => number) | undefined, onClaim?: (claim: number) => void) {
    await db.query('delete from submissions');
    for (let index = 0; index < backlog; index += 1)
      await insertTestSubmission(db, { formType: 'complaint' });
    const observed = observeClaims(db, onClaim);
    const worker = startDeliveryWorker({
      db: observed.db,
      config: { retentionDays: {} },
      logger: createMemoryLogger(),
      deliveryConfig: makeTestDeliveryConfig({ batch, pollMs: 60_000 }),
      siteRequests,
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(await countByStatus(db)).toEqual({ delivered: backlog });
    return observed.sizes;
  }

  it('drains in full rounds when the site has no requests, and when it runs without a site', async () => {
    expect(await drainWith(() => 7)).toEqual([50, 50]);
    expect(await drainWith(undefined)).toEqual([50, 50]);
  });

  it('takes small rounds while requests arrive and full ones again once they stop', async () => {
    let requests = 0;
    // Requests arrive during the first round only: the second round is small, the third full.
    expect(
      await drainWith(
        () => requests,
        (claim) => (requests += claim === 1 ? 1 : 0),
      ),
    ).toEqual([50, 20, 30]);
    // Requests all along: every round after the first is small.
    expect(
      await drainWith(
        () => requests,
        () => (requests += 1),
      ),
    ).toEqual([50, 20, 20, 10]);
  });
});
