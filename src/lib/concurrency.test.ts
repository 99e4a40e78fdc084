import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './concurrency.ts';

describe('mapWithConcurrency', () => {
  it('runs at most `limit` tasks at once and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      // Tasks finish in another order than they started.
      for (let tick = 0; tick < delay; tick += 1) await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('answers an empty list at once', async () => {
    expect(await mapWithConcurrency([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
