import { describe, expect, it } from 'vitest';
import { filterPhoneCountries } from './filter-phone-countries.ts';
import { getPhoneCountries } from './phone-country-list.ts';

const en = getPhoneCountries({ scope: 'all', lang: 'en' });
const de = getPhoneCountries({ scope: 'all', lang: 'de' });
const codesOf = (list: readonly { code: string }[]) => list.map((country) => country.code);

describe('filterPhoneCountries', () => {
  it('returns the whole list, in order, for an empty query', () => {
    expect(codesOf(filterPhoneCountries(en, '  '))).toEqual(codesOf(en));
  });

  it('matches the name in the page language, ignoring case and accents', () => {
    expect(codesOf(filterPhoneCountries(de, 'osterreich'))).toEqual(['AT']);
    expect(codesOf(filterPhoneCountries(de, 'SCHWEIZ'))).toEqual(['CH']);
    expect(codesOf(filterPhoneCountries(en, 'cote d'))).toEqual(['CI']);
  });

  it('matches names in the other site languages and the reference names', () => {
    // A German page still finds Switzerland by its English, French or Italian name.
    expect(codesOf(filterPhoneCountries(de, 'switzerland'))).toEqual(['CH']);
    expect(codesOf(filterPhoneCountries(de, 'svizzera'))).toEqual(['CH']);
    expect(codesOf(filterPhoneCountries(en, 'allemagne'))).toEqual(['DE']);
    // Local names from the reference data: Romansh "Svizra", Greenlandic "Kalaallit".
    expect(codesOf(filterPhoneCountries(en, 'svizra'))).toEqual(['CH']);
    expect(codesOf(filterPhoneCountries(en, 'kalaallit'))).toEqual(['GL']);
  });

  it('matches the ISO code exactly', () => {
    expect(filterPhoneCountries(en, 'li').map((country) => country.code)).toContain('LI');
    expect(codesOf(filterPhoneCountries(en, 'gb'))).toEqual(['GB']);
  });

  it('matches calling codes by prefix, with or without +', () => {
    expect(codesOf(filterPhoneCountries(en, '41'))).toEqual(['CH']);
    expect(codesOf(filterPhoneCountries(en, '+423'))).toEqual(['LI']);
    expect(codesOf(filterPhoneCountries(en, '+1 684'))).toEqual(['AS']);
    const plusOne = filterPhoneCountries(en, '+1');
    expect(plusOne.length).toBeGreaterThan(20);
    expect(plusOne.every((country) => country.phoneCode.startsWith('1'))).toBe(true);
    expect(codesOf(filterPhoneCountries(en, '44')).slice(0, 2)).toEqual(['GB', 'GG']);
  });

  it('finds nothing for unrelated text and never offers excluded countries', () => {
    expect(filterPhoneCountries(en, 'atlantis')).toEqual([]);
    expect(filterPhoneCountries(en, 'togo')).toEqual([]);
    expect(filterPhoneCountries(en, '228')).toEqual([]);
  });
});
