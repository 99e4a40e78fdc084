import type { Db } from '../db/db.ts';
import { createBatcher } from './batcher.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

export interface RateLimiterOptions {
  db: Db;
  /** Requests per client per window; 0 disables the limit. */
  max: number;
  windowSeconds: number;
  now?: () => number;
}

/** Adds `$3` hits per key (`$1` keys, `$2` window start) in one statement, starting over in a new window. */
const ADD_SQL = `
insert into rate_limits as r (key, window_start, count)
select k, $2::timestamptz, sum(n)::int from unnest($1::text[], $3::int[]) as t(k, n) group by k
on conflict (key) do update set
  count = case
    when excluded.window_start > r.window_start then excluded.count
    when excluded.window_start = r.window_start then r.count + excluded.count
    else r.count
  end,
  window_start = greatest(r.window_start, excluded.window_start)
returning key, count`;

const unlimited: RateLimitResult = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/**
 * Fixed-window rate limit per client key, kept in the `rate_limits` table (DESIGN.md: no state
 * a second process would need). `max = 0` disables it.
 *
 * - PostgreSQL: every hit is counted in the table (one upsert per batch of concurrent hits), so
 *   all processes sharing the database share the counts exactly.
 * - PGlite: the database belongs to this one process (PGlite cannot be opened by two), so the
 *   process counts in memory, which is exact, and writes the counts behind to the same table
 *   every second; a restart within a window continues from the table. This saves a database
 *   statement per request batch on the embedded database's single connection.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  if (options.max <= 0) return { hit: () => Promise.resolve(unlimited) };
  return options.db.kind === 'pglite' ? createLocalRateLimiter(options) : createSharedRateLimiter(options);
}

function windowOf(time: number, windowMs: number): number {
  return time - (time % windowMs);
}

function result(
  count: number,
  max: number,
  windowStart: number,
  windowMs: number,
  time: number,
): RateLimitResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000));
  return { allowed: count <= max, retryAfterSeconds };
}

/** Deletes windows that ended, at most once a minute. */
function createCleanup(db: Db, windowMs: number) {
  let last = 0;
  return (time: number) => {
    if (time - last < 60_000) return;
    last = time;
    const before = new Date(windowOf(time, windowMs) - windowMs).toISOString();
    void db
      .query('delete from rate_limits where window_start < $1::timestamptz', [before])
      .catch(() => undefined);
  };
}

function createSharedRateLimiter({
  db,
  max,
  windowSeconds,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const cleanup = createCleanup(db, windowMs);
  const add = createBatcher<string, { count: number; windowStart: number }>(async (keys) => {
    const time = now();
    const windowStart = windowOf(time, windowMs);
    const { rows } = await db.query<{ key: string; count: number }>(ADD_SQL, [
      keys,
      new Date(windowStart).toISOString(),
      keys.map(() => 1),
    ]);
    cleanup(time);
    // Each caller gets its own position among this batch's hits on its key.
    const finalCount = new Map(rows.map((row) => [row.key, row.count]));
    const hitsInBatch = new Map<string, number>();
    for (const key of keys) hitsInBatch.set(key, (hitsInBatch.get(key) ?? 0) + 1);
    const seen = new Map<string, number>();
    return keys.map((key) => {
      const position = (seen.get(key) ?? 0) + 1;
      seen.set(key, position);
      return { count: (finalCount.get(key) ?? 0) - (hitsInBatch.get(key) ?? 0) + position, windowStart };
    });
  });
  return {
    async hit(key) {
      const { count, windowStart } = await add(key);
      return result(count, max, windowStart, windowMs, now());
    },
  };
}

function createLocalRateLimiter({ db, max, windowSeconds, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const cleanup = createCleanup(db, windowMs);
  let windowStart = -1;
  let counts = new Map<string, number>();
  let pending = new Map<string, number>();
  let loading: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const writeBehind = (start: number, hits: Map<string, number>) => {
    if (hits.size === 0) return;
    const keys = [...hits.keys()];
    void db
      .query(ADD_SQL, [keys, new Date(start).toISOString(), keys.map((key) => hits.get(key))])
      .catch(() => undefined);
  };

  const flush = () => {
    timer = undefined;
    writeBehind(windowStart, pending);
    pending = new Map();
    cleanup(now());
  };

  /** Starts a window: writes what the last one still owes, then reads what the table holds. */
  const startWindow = (start: number) => {
    writeBehind(windowStart, pending);
    windowStart = start;
    counts = new Map();
    pending = new Map();
    loading = db
      .query<{ key: string; count: number }>(
        'select key, count from rate_limits where window_start = $1::timestamptz',
        [new Date(start).toISOString()],
      )
      .then(({ rows }) => {
        if (windowStart !== start) return;
        for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + row.count);
      })
      .catch(() => undefined)
      .finally(() => {
        if (windowStart === start) loading = undefined;
      });
  };

  return {
    async hit(key) {
      const start = windowOf(now(), windowMs);
      if (start !== windowStart) startWindow(start);
      if (loading) await loading;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      pending.set(key, (pending.get(key) ?? 0) + 1);
      timer ??= setTimeout(flush, 1000).unref();
      return result(count, max, windowStart, windowMs, now());
    },
  };
}
