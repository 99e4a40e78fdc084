import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsis, prettifySegment, truncateText } from './text.ts';

const countCharacters = (text: string): number =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;

describe('truncateText', () => {
  it('returns text that fits unchanged, without an ellipsis', () => {
    expect(truncateText('Save with Velora', 16)).toBe('Save with Velora');
    expect(truncateText('Save with Velora', 100)).toBe('Save with Velora');
    expect(truncateText('', 10)).toBe('');
  });

  it('adds an ellipsis and cuts at a nearby word boundary', () => {
    expect(truncateText('Save with Velora today', 18)).toBe('Save with Velora…');
    expect(truncateText('The third pillar explained for young savers', 30)).toBe(
      'The third pillar explained…',
    );
  });

  it('cuts exactly at a space that falls on the limit', () => {
    expect(truncateText('Save with Velora today', 17)).toBe('Save with Velora…');
  });

  it('cuts mid-word when no word boundary is near', () => {
    expect(truncateText('Vermögensverwaltungsgesellschaft', 10)).toBe('Vermögens…');
    expect(truncateText('A Vermögensverwaltungsgesellschaft', 12)).toBe('A Vermögens…');
  });

  it('drops dangling punctuation before the ellipsis', () => {
    expect(truncateText('Savings, investing, pension 3a', 10)).toBe('Savings…');
    expect(truncateText('Fees - what you pay', 7)).toBe('Fees…');
  });

  it('counts characters as people see them and never splits one', () => {
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀…');
    expect(truncateText('🇨🇭🇨🇭🇨🇭', 3)).toBe('🇨🇭🇨🇭🇨🇭');
    expect(truncateText('🇨🇭🇨🇭🇨🇭🇨🇭', 3)).toBe('🇨🇭🇨🇭…');
    expect(truncateText('e\u0301e\u0301e\u0301e\u0301', 3)).toBe('e\u0301e\u0301…');
  });

  it('handles tiny limits', () => {
    expect(truncateText('Velora', 1)).toBe(ellipsis);
    expect(truncateText('Velora', 0)).toBe('');
    expect(truncateText('Velora', -5)).toBe('');
    expect(truncateText('Velora', 2.9)).toBe('V…');
  });

  it('handles very long input', () => {
    const long = 'word '.repeat(100_000);
    const result = truncateText(long, 160);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith(`word${ellipsis}`)).toBe(true);
  });

  it('never exceeds the limit and only adds the ellipsis when it cut', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300, unit: 'grapheme' }),
        fc.integer({ min: 1, max: 200 }),
        (text, max) => {
          const result = truncateText(text, max);
          expect(countCharacters(result)).toBeLessThanOrEqual(max);
          if (countCharacters(text) <= max) expect(result).toBe(text);
          else expect(result.endsWith(ellipsis)).toBe(true);
        },
      ),
    );
  });
});

describe('prettifySegment', () => {
  it.each([
    ['savings-account', 'Savings account'],
    ['apple-pay', 'Apple pay'],
    ['blog', 'Blog'],
    ['pension_3a', 'Pension 3a'],
    ['3a', '3a'],
    ['%C3%BCber-uns', 'Über uns'],
    ['--double--dash--', 'Double dash'],
    ['', ''],
    ['100%-bad', '100% bad'],
  ])('%j -> %j', (segment, label) => {
    expect(prettifySegment(segment)).toBe(label);
  });
});
