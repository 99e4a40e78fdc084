import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRetryDelay } from './backoff.ts';

describe('computeRetryDelay', () => {
  it('doubles the ceiling per attempt up to the cap (full jitter draws below it)', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect(computeRetryDelay(1, options, () => 0.999)).toBe(999);
    expect(computeRetryDelay(3, options, () => 0.5)).toBe(2000);
    expect(computeRetryDelay(30, options, () => 0.999)).toBe(9990);
    expect(computeRetryDelay(4, options, () => 0)).toBe(0);
  });

  it('is never sooner than Retry-After, never above the cap otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (attempt, baseDelayMs, extra, retryAfterMs, draw) => {
          const maxDelayMs = baseDelayMs + extra;
          const delay = computeRetryDelay(attempt, { baseDelayMs, maxDelayMs, retryAfterMs }, () => draw);
          expect(delay).toBeGreaterThanOrEqual(retryAfterMs ?? 0);
          expect(delay).toBeLessThanOrEqual(Math.max(maxDelayMs, retryAfterMs ?? 0));
          expect(Number.isInteger(delay)).toBe(true);
        },
      ),
    );
  });

  it('spreads retries of entries that failed together', () => {
    const delays = new Set(
      Array.from({ length: 50 }, () => computeRetryDelay(5, { baseDelayMs: 1000, maxDelayMs: 60_000 })),
    );
    expect(delays.size).toBeGreaterThan(40);
  });
});
