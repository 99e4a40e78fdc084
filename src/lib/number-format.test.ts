import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, getNumberSymbols } from './number-format.ts';

const languages = ['en', 'de', 'fr', 'it'] as const;
/** Spaces Intl may put between amount and code: no-break (U+00A0) or narrow no-break (U+202F). */
const noBreak = /[\u00a0\u202f]/;

describe('formatMoney', () => {
  it.each(languages)('writes what Intl writes for %s-CH, with the code and 2 decimals', (lang) => {
    const intl = new Intl.NumberFormat(`${lang}-CH`, {
      style: 'currency',
      currency: 'CHF',
      currencyDisplay: 'code',
    });
    for (const amount of [1234.5, 1234567.89, 999.99, -1234.5, 0.5]) {
      expect(formatMoney(amount, lang)).toBe(intl.format(amount));
    }
  });

  it.each(languages)('never lets the code wrap alone in %s: a no-break space, no plain space', (lang) => {
    for (const currency of ['CHF', 'EUR', 'USD', 'GBP']) {
      const text = formatMoney(1065, lang, { currency });
      expect(text).toContain(currency);
      expect(text).toMatch(noBreak);
      expect(text).not.toContain(' ');
    }
  });

  it('puts the code after the amount in French, before it elsewhere', () => {
    expect(formatMoney(1065, 'fr', { currency: 'EUR' })).toMatch(/^1.065\.00[\u00a0\u202f]EUR$/);
    expect(formatMoney(1065, 'de', { currency: 'EUR' })).toMatch(/^EUR[\u00a0\u202f]1.065\.00$/);
  });

  it('shows zero as 0, also for amounts that round to zero and for -0', () => {
    for (const amount of [0, -0, 0.004, -0.004]) {
      expect(formatMoney(amount, 'de')).toBe(`CHF\u00a00`);
    }
  });

  it('rounds cents half away from zero, without binary artefacts', () => {
    const cents = (amount: number) => formatMoney(amount, 'de').replace(/[^\d.-]/g, '');
    expect(cents(1.005)).toBe('1.01');
    expect(cents(-1.005)).toBe('-1.01');
    expect(cents(2.675)).toBe('2.68');
    expect(cents(0.125)).toBe('0.13');
    expect(cents(999.995)).toBe('1000.00');
  });

  it('takes another number of decimals and refuses NaN, infinity and bad decimals', () => {
    expect(formatMoney(1234.5, 'de', { decimals: 0 }).replace(/\D/g, '')).toBe('1235');
    expect(() => formatMoney(Number.NaN, 'de')).toThrow(RangeError);
    expect(() => formatMoney(Infinity, 'de')).toThrow(RangeError);
    expect(() => formatMoney(1, 'de', { decimals: -1 })).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it.each(languages)('writes percentages as Intl writes them for %s-CH', (lang) => {
    const intl = (min: number) =>
      new Intl.NumberFormat(`${lang}-CH`, { style: 'percent', minimumFractionDigits: min });
    expect(formatPercent(0.6, lang, { decimals: 2 })).toBe(intl(2).format(0.006));
    expect(formatPercent(2.5, lang)).toBe(intl(1).format(0.025));
    expect(formatPercent(15, lang)).toBe(intl(0).format(0.15));
  });

  it('scales without binary artefacts', () => {
    expect(formatPercent(0.07, 'en', { maxDecimals: 4 })).toBe('0.07%');
    expect(formatPercent(0.6, 'fr')).toMatch(/^0,6/);
  });
});

describe('formatNumber', () => {
  it.each(languages)('groups thousands as Intl does for %s-CH', (lang) => {
    expect(formatNumber(52000, lang)).toBe(new Intl.NumberFormat(`${lang}-CH`).format(52000));
    expect(formatNumber(1.5, lang, { decimals: 2 })).toBe(
      new Intl.NumberFormat(`${lang}-CH`, { minimumFractionDigits: 2 }).format(1.5),
    );
  });
});

describe('NumberSymbols', () => {
  it.each(languages)('with this runtime’s own symbols, %s is written exactly as without them', (lang) => {
    const symbols = getNumberSymbols(lang);
    for (const amount of [1234567.5, 1065, 0.5, -2500]) {
      expect(formatMoney(amount, lang, { symbols })).toBe(formatMoney(amount, lang));
      expect(formatMoney(amount, lang, { symbols, currency: 'EUR' })).toBe(
        formatMoney(amount, lang, { currency: 'EUR' }),
      );
      expect(formatNumber(amount, lang, { decimals: 2, symbols })).toBe(
        formatNumber(amount, lang, { decimals: 2 }),
      );
    }
  });

  it('writes the separators it is given, as a browser with other ICU data must', () => {
    const symbols = { group: '*', decimal: '~', money: { CHF: { group: '*', decimal: '~' } } };
    expect(formatMoney(1234567.5, 'fr', { symbols })).toMatch(/^1\*234\*567~50[\u00a0\u202f]CHF$/);
    expect(formatPercent(0.25, 'fr', { decimals: 2, symbols })).toMatch(/^0~25/);
  });
});
