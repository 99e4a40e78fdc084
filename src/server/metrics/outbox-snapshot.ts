import type { Db } from '../db/db.ts';
import type { OutboxSnapshot } from './metrics.ts';

/** The outbox backlog for the metrics: one small query per scrape. */
export async function readOutboxSnapshot(db: Db): Promise<OutboxSnapshot> {
  const result = await db.query<{ pending: string | number; oldest: string | number | null }>(
    `select count(*) as pending,
            coalesce(extract(epoch from now() - min(created_at)), 0) as oldest
       from outbox where status in ('pending', 'delivering')`,
  );
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
