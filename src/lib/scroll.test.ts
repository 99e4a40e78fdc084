import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorOffset,
  easeInOutCubic,
  getAnchorScrollTarget,
  getScrollStep,
  resolveScrollDuration,
  scrollDurationMs,
} from './scroll.ts';

describe('constants', () => {
  it('match SPEC section 9: 120 px offset, 1000 ms', () => {
    expect(anchorOffset).toBe(120);
    expect(scrollDurationMs).toBe(1000);
  });
});

describe('getAnchorScrollTarget', () => {
  it('leaves 120 px above the element by default', () => {
    expect(getAnchorScrollTarget(500, 1000)).toBe(1380);
    expect(getAnchorScrollTarget(-200, 1000)).toBe(680);
  });

  it('takes another offset', () => {
    expect(getAnchorScrollTarget(500, 1000, 0)).toBe(1500);
    expect(getAnchorScrollTarget(500, 1000, 80)).toBe(1420);
  });

  it('never goes above the top of the page', () => {
    expect(getAnchorScrollTarget(50, 0)).toBe(0);
    expect(getAnchorScrollTarget(-10, 20)).toBe(0);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, is half way at 0.5 and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('is slow at the ends and fast in the middle', () => {
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375);
  });

  it('clamps progress outside 0..1', () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('never decreases', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(easeInOutCubic(low)).toBeLessThanOrEqual(easeInOutCubic(high));
        },
      ),
    );
  });
});

describe('resolveScrollDuration', () => {
  it('uses a valid override and falls back to 1000 ms otherwise', () => {
    expect(resolveScrollDuration(400)).toBe(400);
    expect(resolveScrollDuration(0)).toBe(0);
    expect(resolveScrollDuration(undefined)).toBe(1000);
    expect(resolveScrollDuration(-5)).toBe(1000);
    expect(resolveScrollDuration(Number.NaN)).toBe(1000);
    expect(resolveScrollDuration(Infinity)).toBe(1000);
    expect(resolveScrollDuration('400')).toBe(1000);
  });
});

describe('getScrollStep', () => {
  it('moves from start to target along the easing curve', () => {
    expect(getScrollStep(0, 1000, 0, 1000)).toBe(0);
    expect(getScrollStep(0, 1000, 500, 1000)).toBe(500);
    expect(getScrollStep(0, 1000, 250, 1000)).toBeCloseTo(62.5);
    expect(getScrollStep(1000, 0, 250, 1000)).toBeCloseTo(937.5);
  });

  it('lands exactly on the target when the time is up or the duration is 0', () => {
    expect(getScrollStep(0, 1234, 1000, 1000)).toBe(1234);
    expect(getScrollStep(0, 1234, 5000, 1000)).toBe(1234);
    expect(getScrollStep(0, 1234, 0, 0)).toBe(1234);
  });
});
