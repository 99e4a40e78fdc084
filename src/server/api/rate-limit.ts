import type { Db } from '../db/db.ts';
import { createRateLimitStore } from './rate-limit-store.ts';

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

const unlimited: RateLimitResult = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/**
 * Fixed-window rate limit per client key, kept in the `rate_limits` table (DESIGN.md: no state
 * a second process would need). `max = 0` disables it. Counts are committed before the answer
 * goes out (`rate-limit-store.ts`), on PGlite and PostgreSQL alike: a restart, even after
 * SIGKILL, keeps refusing a client that was over its limit, and all processes sharing a
 * PostgreSQL database share the counts exactly.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  if (options.max <= 0) return { hit: () => Promise.resolve(unlimited) };
  const { max, now = Date.now } = options;
  const windowMs = options.windowSeconds * 1000;
  const store = createRateLimitStore({ db: options.db, windowMs, now });
  return {
    async hit(key) {
      const { count, windowStart } = await store.add(key);
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
      return { allowed: count <= max, retryAfterSeconds };
    },
  };
}
