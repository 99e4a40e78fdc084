import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clipIntervals,
  intersectIntervals,
  mergeIntervals,
  subtractIntervals,
  type Interval,
} from './intervals.ts';

const i = (start: number, end: number): Interval => ({ start, end });

describe('interval arithmetic', () => {
  it('merges overlapping and touching intervals and drops empty ones', () => {
    expect(mergeIntervals([i(5, 7), i(1, 3), i(3, 4), i(6, 9), i(10, 10)])).toEqual([i(1, 4), i(5, 9)]);
  });

  it('subtracts holes, keeping what is left on either side', () => {
    expect(subtractIntervals([i(0, 10)], [i(2, 3), i(5, 7)])).toEqual([i(0, 2), i(3, 5), i(7, 10)]);
    expect(subtractIntervals([i(0, 10)], [i(-5, 15)])).toEqual([]);
    expect(subtractIntervals([i(0, 10), i(20, 30)], [i(8, 22)])).toEqual([i(0, 8), i(22, 30)]);
  });

  it('clips to a window and intersects', () => {
    expect(clipIntervals([i(0, 10), i(15, 20)], i(5, 17))).toEqual([i(5, 10), i(15, 17)]);
    expect(intersectIntervals([i(0, 10)], [i(2, 3), i(8, 12)])).toEqual([i(2, 3), i(8, 10)]);
  });

  it('never leaves a point of a hole in the result, and keeps every other point (property)', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 20 }))
      .map(([start, length]) => i(start, start + length));
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 6 }),
        fc.array(interval, { maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        (base, cuts, point) => {
          const inside = (list: readonly Interval[]) =>
            list.some((entry) => point >= entry.start && point < entry.end);
          const result = subtractIntervals(base, cuts);
          expect(inside(result)).toBe(inside(base) && !inside(cuts));
          // Sorted and disjoint.
          result.forEach(
            (entry, index) => index > 0 && expect(entry.start).toBeGreaterThan(result[index - 1]!.end - 1),
          );
        },
      ),
    );
  });
});
