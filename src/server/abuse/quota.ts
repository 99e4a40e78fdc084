import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** One sliding window of a quota: at most `max` uses in any `seconds`. A `max` of 0 disables it. */
export interface QuotaWindow {
  seconds: number;
  max: number;
}

/** A reservation: granted, or refused with the seconds until the oldest counted use leaves its window. */
export type QuotaResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Checks every window and records the use in ONE upsert: the row of (scope, key) is locked by
 * `on conflict do update`, so concurrent reservations of one key are serialised by the database
 * and never pass the limit together, on PostgreSQL across processes as on PGlite. A refused
 * reservation changes nothing (the `where` of the update is false and no row comes back).
 * `$4`/`$5` are the windows' seconds and maxima; `$6` the longest window, beyond which uses are dropped.
 */
const RESERVE_SQL = `
insert into abuse_quotas as q (scope, key, hits, updated_at)
values ($1, $2, array[$3::timestamptz], $3::timestamptz)
on conflict (scope, key) do update set
  hits = array(select t from unnest(q.hits) as t
                where t > $3::timestamptz - make_interval(secs => $6::int) order by t) || $3::timestamptz,
  updated_at = $3::timestamptz
where not exists (
  select 1 from unnest($4::int[], $5::int[]) as w(secs, max)
   where (select count(*) from unnest(q.hits) as t where t > $3::timestamptz - make_interval(secs => w.secs)) >= w.max
)
returning 1 as granted`;

/** Rows untouched for longer than this hold no use any window still counts (windows are at most a day). */
const KEEP_MS = 2 * 86_400_000;

/** The stored key of a value: a SHA-256, so the table never holds a phone number or an address. */
export function quotaKey(scope: string, value: string): string {
  return createHash('sha256').update(`${scope}\u0000${value}`).digest('hex');
}

/**
 * Reserves one use of `value` in `scope` at `now` against `windows` (windows with `max` 0 are
 * ignored; none left means unlimited). Durable before it answers: the use is in the table when
 * the promise resolves, so a restarted server or another process counts it too.
 */
export async function reserveQuota(
  db: Pick<Db, 'query'>,
  scope: string,
  value: string,
  windows: readonly QuotaWindow[],
  now: number,
): Promise<QuotaResult> {
  const active = windows.filter((window) => window.max > 0);
  if (active.length === 0) return { ok: true };
  const key = quotaKey(scope, value);
  const at = new Date(now).toISOString();
  const longest = Math.max(...active.map((window) => window.seconds));
  const { rows } = await db.query(RESERVE_SQL, [
    scope,
    key,
    at,
    active.map((window) => window.seconds),
    active.map((window) => window.max),
    longest,
  ]);
  purgeNowAndThen(db, now);
  if (rows.length > 0) return { ok: true };
  return { ok: false, retryAfterSeconds: await retryAfter(db, scope, key, active, now) };
}

/** Seconds until every full window has room again: its oldest counting use must age out. */
async function retryAfter(
  db: Pick<Db, 'query'>,
  scope: string,
  key: string,
  windows: readonly QuotaWindow[],
  now: number,
): Promise<number> {
  const { rows } = await db.query<{ hits: (Date | string)[] }>(
    'select hits from abuse_quotas where scope = $1 and key = $2',
    [scope, key],
  );
  const hits = (rows[0]?.hits ?? []).map((hit) => new Date(hit).getTime()).sort((a, b) => a - b);
  let waitMs = 1000;
  for (const window of windows) {
    const inWindow = hits.filter((hit) => hit > now - window.seconds * 1000);
    if (inWindow.length < window.max) continue;
    // The use that must leave the window for one more to fit.
    const blocking = inWindow[inWindow.length - window.max] ?? now;
    waitMs = Math.max(waitMs, blocking + window.seconds * 1000 - now);
  }
  return Math.ceil(waitMs / 1000);
}

const lastPurge = new WeakMap<object, number>();

/** Purges expired rows at most once a minute per database handle, without waiting for it. */
function purgeNowAndThen(db: Pick<Db, 'query'>, now: number): void {
  if (now - (lastPurge.get(db) ?? 0) < 60_000) return;
  lastPurge.set(db, now);
  void purgeExpiredQuotas(db, now).catch(() => undefined);
}

/** Deletes quota rows no window counts any more (rows untouched for two days). */
export async function purgeExpiredQuotas(db: Pick<Db, 'query'>, now: number): Promise<void> {
  await db.query('delete from abuse_quotas where updated_at < $1::timestamptz', [
    new Date(now - KEEP_MS).toISOString(),
  ]);
}
