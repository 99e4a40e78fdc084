import { describe, expect, it } from 'vitest';
import { loadCountryReference } from './country-reference.ts';
import { loadPhoneCountries } from './load-phone-countries.ts';
import { findPhoneCountry, getPhoneCountries } from './phone-country-list.ts';
import {
  defaultPhoneValue,
  describePhoneValue,
  excludedCountryCodes,
  getSeparatorIndex,
  priorityCountryCodes,
  toPhoneCountries,
} from './phone-countries.ts';

const all = getPhoneCountries({ scope: 'all', lang: 'en' });
const codes = all.map((country) => country.code);
const callingCodeOf = new Map(loadCountryReference().map((r) => [r.countryCode, r.countryCallingCode]));

describe('getPhoneCountries', () => {
  it('lists every country once, without duplicates, outdated or excluded entries', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('AN');
    for (const excluded of excludedCountryCodes) expect(codes).not.toContain(excluded);
    const referenceCodes = new Set(loadCountryReference().map((record) => record.countryCode));
    // Everything else of the reference data is offered.
    expect(codes.length).toBe(referenceCodes.size - excludedCountryCodes.length - 1);
  });

  it('puts the priority countries first, in order', () => {
    expect(codes.slice(0, 6)).toEqual(['CH', 'DE', 'FR', 'IT', 'AT', 'LI']);
    expect(priorityCountryCodes).toEqual(['CH', 'DE', 'FR', 'IT', 'AT', 'LI']);
  });

  it('sorts the rest by calling code, group by group, then by name', () => {
    const rest = all.slice(6);
    expect(rest.slice(0, 2).map((country) => country.code)).toEqual(['CA', 'US']);
    for (let i = 1; i < rest.length; i += 1) {
      const [previous, current] = [rest[i - 1], rest[i]];
      if (!previous || !current) throw new Error('index');
      const left = (callingCodeOf.get(previous.code) ?? '').split(' ').map(Number);
      const right = (callingCodeOf.get(current.code) ?? '').split(' ').map(Number);
      const order = (left[0] ?? 0) - (right[0] ?? 0) || (left[1] ?? -1) - (right[1] ?? -1);
      expect(order, `${previous.code} before ${current.code}`).toBeLessThanOrEqual(0);
      if (order === 0) expect(previous.name.localeCompare(current.name, 'en')).toBeLessThanOrEqual(0);
    }
    // "+1 684" stays in the +1 group, before Russia's +7; Guernsey follows the UK.
    expect(codes.indexOf('AS')).toBeLessThan(codes.indexOf('RU'));
    expect(codes.indexOf('GG')).toBe(codes.indexOf('GB') + 1);
    expect(codes.indexOf('KZ')).toBe(codes.indexOf('RU') - 1);
  });

  it('gives the digits a person types after + and the flag path', () => {
    const samoa = all.find((country) => country.code === 'AS');
    expect(samoa).toEqual({
      code: 'AS',
      phoneCode: '1684',
      iconPath: '/flags/as.svg',
      name: 'American Samoa',
      otherNames: ['American Samoa', 'American Samoa'],
    });
    expect(all[0]).toMatchObject({
      code: 'CH',
      phoneCode: '41',
      iconPath: '/flags/ch.svg',
      name: 'Switzerland',
    });
    // The reference data's names, which the search finds too (Romansh "Svizra" among them).
    expect(all[0]?.otherNames).toEqual(['Switzerland', 'Schweiz, Suisse, Svizzera, Svizra']);
    for (const country of all) expect(country.phoneCode).toMatch(/^\d+$/);
  });

  it('limits the switzerlandAndNeighbors scope to the six priority countries', () => {
    const neighbours = getPhoneCountries({ scope: 'switzerlandAndNeighbors', lang: 'de' });
    expect(neighbours.map((country) => country.code)).toEqual(['CH', 'DE', 'FR', 'IT', 'AT', 'LI']);
    expect(neighbours.map((country) => country.phoneCode)).toEqual(['41', '49', '33', '39', '43', '423']);
  });

  it('names countries in the page language; "default" means en', () => {
    const names = (lang: 'de' | 'fr' | 'it' | 'default') =>
      getPhoneCountries({ scope: 'switzerlandAndNeighbors', lang }).map((country) => country.name);
    expect(names('de')).toEqual([
      'Schweiz',
      'Deutschland',
      'Frankreich',
      'Italien',
      'Österreich',
      'Liechtenstein',
    ]);
    expect(names('fr')).toEqual(['Suisse', 'Allemagne', 'France', 'Italie', 'Autriche', 'Liechtenstein']);
    expect(names('it')).toEqual(['Svizzera', 'Germania', 'Francia', 'Italia', 'Austria', 'Liechtenstein']);
    expect(names('default')[0]).toBe('Switzerland');
  });

  it('breaks calling-code ties by the localised name', () => {
    const tie = (lang: 'en' | 'de' | 'fr', phoneCode: string) =>
      getPhoneCountries({ scope: 'all', lang })
        .filter((country) => country.phoneCode === phoneCode)
        .map((country) => country.code);
    // Réunion and the French Southern Territories share +262 (Mayotte is excluded).
    expect(tie('en', '262')).toEqual(['TF', 'RE']);
    expect(tie('fr', '262')).toEqual(['RE', 'TF']);
    // Christmas Island is "Weihnachtsinsel" in German, so it moves behind the Cocos Islands.
    expect(tie('en', '61')).toEqual(['AU', 'CX', 'CC']);
    expect(tie('de', '61')).toEqual(['AU', 'CC', 'CX']);
  });
});

describe('toPhoneCountries', () => {
  it('keeps the first of repeated records and drops outdated ones whatever the data', () => {
    const reference = loadCountryReference();
    const record = (code: string) => {
      const found = reference.find((candidate) => candidate.countryCode === code);
      if (!found) throw new Error(code);
      return found;
    };
    const records = [
      record('NL'),
      record('CH'),
      { ...record('NL'), countryCallingCode: '999' },
      record('AN'),
      record('IO'),
      record('IO'),
      record('CH'),
    ];
    const list = toPhoneCountries(records, { scope: 'all', lang: 'en' });
    expect(list.map((country) => [country.code, country.phoneCode])).toEqual([
      ['CH', '41'],
      ['NL', '31'],
    ]);
  });
});

describe('getSeparatorIndex', () => {
  it('draws the separator after the fifth entry of the all-countries list only', () => {
    expect(getSeparatorIndex('all')).toBe(5);
    expect(getSeparatorIndex('switzerlandAndNeighbors')).toBeUndefined();
  });
});

describe('phone value', () => {
  it('defaults to Switzerland, 41, which is a listed country', () => {
    expect(defaultPhoneValue).toEqual({ alphaCode: 'CH', code: '41' });
    expect(findPhoneCountry(defaultPhoneValue.alphaCode)?.phoneCode).toBe(defaultPhoneValue.code);
  });

  it('finds countries by code in any case and refuses excluded ones', () => {
    expect(findPhoneCountry('li', 'fr')?.name).toBe('Liechtenstein');
    expect(findPhoneCountry('de', 'it')?.name).toBe('Germania');
    expect(findPhoneCountry('TG')).toBeUndefined();
    expect(findPhoneCountry('AN')).toBeUndefined();
    expect(findPhoneCountry('ZZ')).toBeUndefined();
  });

  it('describes the chosen country without the list, as the list names it', () => {
    expect(describePhoneValue({ alphaCode: 'DE', code: '49' }, 'fr')).toEqual({
      code: 'DE',
      phoneCode: '49',
      iconPath: '/flags/de.svg',
      name: 'Allemagne',
    });
    expect(describePhoneValue(defaultPhoneValue, 'de').name).toBe(findPhoneCountry('CH', 'de')?.name);
  });
});

describe('loadPhoneCountries', () => {
  it('gives the browser the same list as the validated reference data', async () => {
    for (const scope of ['all', 'switzerlandAndNeighbors'] as const) {
      const loaded = await loadPhoneCountries({ scope, lang: 'it' });
      expect(loaded).toEqual(getPhoneCountries({ scope, lang: 'it' }));
    }
  });
});
