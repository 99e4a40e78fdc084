import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money.ts';
import { formatMoney, formatNumber } from './number-format.ts';

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

  it.each(['en', 'de', 'fr', 'it'])('reads back what formatMoney and formatNumber write in %s', (lang) => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const amount = cents / 100;
        expect(parseMoneyInput(formatMoney(amount, lang))).toBe(amount);
        expect(parseMoneyInput(formatNumber(amount, lang, { decimals: 2 }))).toBe(amount);
      }),
    );
  });
});
