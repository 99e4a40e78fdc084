import { describe, expect, it } from 'vitest';
import { findStrayFigures, fixStrayFigures, readFigure } from './figure-format.ts';
import { formatMoney, formatNumber, formatPercent } from './number-format.ts';

const languages = ['en', 'de', 'fr', 'it'] as const;

describe('findStrayFigures', () => {
  it.each(languages)('accepts figures exactly as Intl writes them in %s', (lang) => {
    const text = `Ab ${formatMoney(1065, lang, { currency: 'EUR', decimals: 0 })}, ${formatPercent(0.6, lang, { decimals: 2 })} Zins, ${formatNumber(52000, lang)} Kunden, ${formatMoney(100_000, lang, { decimals: 0 })}.`;
    expect(findStrayFigures(text, lang)).toEqual([]);
  });

  it('finds the American "1,065 EUR" in French and says what Intl writes', () => {
    const [stray] = findStrayFigures('Vous recevez 1,065 EUR.', 'fr');
    expect(stray?.found).toBe('1,065 EUR');
    expect(stray?.expected).toBe(formatMoney(1065, 'fr', { currency: 'EUR', decimals: 0 }));
  });

  it('finds a plain space before the code, which lets "CHF" wrap alone', () => {
    expect(findStrayFigures('bis CHF 250', 'de')).toEqual([
      { found: 'CHF 250', expected: formatMoney(250, 'de', { decimals: 0 }), index: 4 },
    ]);
  });

  it('finds two percent styles side by side ("0.4%" beside "0.60 %") in German', () => {
    const found = findStrayFigures('von 0.4% bis 0.60 %', 'de').map((stray) => stray.found);
    const expected = formatPercent(0.6, 'de', { decimals: 2 });
    expect(found).toEqual(expected === '0.60 %' ? [] : ['0.60 %']);
  });

  it('checks a percentage after an elided article (l’85 %)', () => {
    const expected = formatPercent(85, 'it');
    expect(findStrayFigures('circa l’85 % in azioni', 'it').map((stray) => stray.expected)).toEqual(
      expected === '85 %' ? [] : [expected],
    );
  });

  it('finds another language’s apostrophe or grouping', () => {
    expect(findStrayFigures('52’000 clienti', 'it')).toHaveLength(
      formatNumber(52000, 'it') === '52’000' ? 0 : 1,
    );
    expect(findStrayFigures('CHF 1.000', 'de')[0]?.expected).toBe(formatMoney(1000, 'de', { decimals: 0 }));
  });

  it.each([
    ['dates', 'Stichtag 31.12.2026, Termin 01.03.2027 um 18.30 Uhr'],
    ['years and ranges', 'seit 2019, 2020–2026, im Jahr 2026'],
    ['phone numbers', 'Rufen Sie +41 22 123 45 67 oder 0800 123 456 an'],
    ['versions', 'App-Version 4.12.1 und iOS 17.5'],
    ['VAT and IBAN', 'CHE-123.456.789 MWST, IBAN CH93 0076 2011 6238 5295 7'],
    ['postal codes and streets', 'Rue du Rhône 42, 1204 Genève'],
    ['pillar 3a and decimals without unit', 'Säule 3a, Faktor 1.5, Note 5.5'],
  ])('leaves %s alone', (_, text) => {
    for (const lang of languages) expect(findStrayFigures(text, lang)).toEqual([]);
  });
});

describe('readFigure', () => {
  it.each([
    ['1,065', 1065, 0],
    ["1'234.50", 1234.5, 2],
    ['1’000', 1000, 0],
    ['0.60', 0.6, 2],
    ['0,125', 0.125, 3],
    ['1.0650', 1.065, 4],
    ['100 000', 100000, 0],
    ['1.234.567,89', 1234567.89, 2],
  ])('reads %s as %d with %d decimals', (text, value, decimals) => {
    expect(readFigure(text)).toEqual({ value, decimals });
  });

  it('reads a percentage’s separator as decimal', () => {
    expect(readFigure('2.500', true)).toEqual({ value: 2.5, decimals: 3 });
  });
});

describe('fixStrayFigures', () => {
  it.each(languages)('rewrites stray figures so that none is left in %s', (lang) => {
    const fixed = fixStrayFigures('CHF 1,000.50 und 0.60 % und 1,065 EUR und 52’000 Kunden', lang);
    expect(findStrayFigures(fixed, lang)).toEqual([]);
    expect(fixed).toContain(formatMoney(1000.5, lang));
  });
});
