import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput } from './money.ts';

describe('formatMoney', () => {
  it('shows CHF, an apostrophe thousands separator and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe("CHF 1'234.50");
    expect(formatMoney(1234567.891)).toBe("CHF 1'234'567.89");
    expect(formatMoney(999.99)).toBe('CHF 999.99');
    expect(formatMoney(1000)).toBe("CHF 1'000.00");
    expect(formatMoney(0.5)).toBe('CHF 0.50');
  });

  it('uses the ASCII apostrophe, never the typographic one', () => {
    expect(formatMoney(1234)).toContain("1'234");
    expect(formatMoney(1234)).not.toContain('’');
  });

  it('shows negative amounts with a minus after the currency', () => {
    expect(formatMoney(-1234.5)).toBe("CHF -1'234.50");
    expect(formatMoney(-0.01)).toBe('CHF -0.01');
  });

  it('shows zero as 0, also for amounts that round to zero and for -0', () => {
    expect(formatMoney(0)).toBe('CHF 0');
    expect(formatMoney(-0)).toBe('CHF 0');
    expect(formatMoney(0.004)).toBe('CHF 0');
    expect(formatMoney(-0.004)).toBe('CHF 0');
  });

  it('rounds cents half away from zero, without binary artefacts', () => {
    expect(formatMoney(1.005)).toBe('CHF 1.01');
    expect(formatMoney(-1.005)).toBe('CHF -1.01');
    expect(formatMoney(2.675)).toBe('CHF 2.68');
    expect(formatMoney(0.125)).toBe('CHF 0.13');
    expect(formatMoney(1.004)).toBe('CHF 1.00');
    expect(formatMoney(999.995)).toBe("CHF 1'000.00");
  });

  it('takes another currency and number of decimals', () => {
    expect(formatMoney(1234.5, { currency: 'EUR' })).toBe("EUR 1'234.50");
    expect(formatMoney(1234.5, { decimals: 0 })).toBe("CHF 1'235");
    expect(formatMoney(-2.5, { decimals: 0 })).toBe('CHF -3');
    expect(formatMoney(1.23456, { decimals: 4 })).toBe('CHF 1.2346');
  });

  it('handles very large amounts', () => {
    expect(formatMoney(1e12)).toBe("CHF 1'000'000'000'000.00");
  });

  it('refuses NaN, infinity and bad decimals', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Infinity)).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ["1'000", 1000],
    ['1’000', 1000],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['1\u202f000', 1000],
    ['1000.50', 1000.5],
    ['1000,50', 1000.5],
    ["1'000.50", 1000.5],
    ["1'000,50", 1000.5],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1,000', 1000],
    ['12.500', 12500],
    ['0,125', 0.125],
    ['0.125', 0.125],
    ['10,5', 10.5],
    ['.5', 0.5],
    ['1000.', 1000],
    ['42', 42],
    ['  42  ', 42],
    ["CHF 1'234.50", 1234.5],
    ['1234.50 CHF', 1234.5],
    ['Fr. 50', 50],
    ['1000.-', 1000],
    ['50.–', 50],
    ['-20', -20],
    ['−20,5', -20.5],
    ["CHF -1'234.50", -1234.5],
    ['+7', 7],
    ['0', 0],
    ['-0', 0],
  ])('%j -> %d', (text, amount) => {
    expect(parseMoneyInput(text)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    'abc',
    'CHF',
    '1.2.3',
    '1,00,000',
    '1.000.5',
    '12a',
    '1,5.3',
    '--1',
    '1e5',
    '.',
    '1.000,5,0',
  ])('%j is not an amount', (text) => {
    expect(parseMoneyInput(text)).toBeUndefined();
  });

  it('reads back what formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const amount = cents / 100;
        expect(parseMoneyInput(formatMoney(amount))).toBe(amount);
      }),
    );
  });
});
