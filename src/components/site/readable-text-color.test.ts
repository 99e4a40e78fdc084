import { describe, expect, it } from 'vitest';
import { darkText, getContrastRatio, getReadableTextColor, lightText } from './readable-text-color.ts';

describe('getReadableTextColor', () => {
  it('puts white on dark and navy on light backgrounds', () => {
    expect(getReadableTextColor('#0b1f3a')).toBe(lightText);
    expect(getReadableTextColor('#b8a9f5')).toBe(darkText);
    expect(getReadableTextColor('#FFFFFF')).toBe(darkText);
  });

  it('computes WCAG contrast ratios', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
