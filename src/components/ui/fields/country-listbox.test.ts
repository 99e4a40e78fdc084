import { describe, expect, it } from 'vitest';
import { moveActiveIndex, pageStep } from './country-listbox.ts';

describe('country list keyboard', () => {
  it('moves by arrows, pages and ends without wrapping', () => {
    expect(moveActiveIndex(0, 'ArrowDown', 10)).toBe(1);
    expect(moveActiveIndex(9, 'ArrowDown', 10)).toBe(9);
    expect(moveActiveIndex(0, 'ArrowUp', 10)).toBe(0);
    expect(moveActiveIndex(4, 'Home', 10)).toBe(0);
    expect(moveActiveIndex(4, 'End', 10)).toBe(9);
    expect(moveActiveIndex(0, 'PageDown', 10)).toBe(pageStep);
    expect(moveActiveIndex(8, 'PageDown', 10)).toBe(9);
    expect(moveActiveIndex(3, 'PageUp', 10)).toBe(0);
    expect(moveActiveIndex(3, 'a', 10)).toBeUndefined();
    expect(moveActiveIndex(0, 'ArrowDown', 0)).toBeUndefined();
  });
});
