import { languages } from '../languages.ts';
import type { PhoneCountry } from './phone-countries.ts';

/**
 * Filters a list for keyboard search, keeping its order. A query of digits (with or without a
 * leading "+") matches calling codes by prefix; otherwise it matches the ISO code exactly or any
 * part of the country's name in the list's language, any site language, or the reference data's
 * English and local names, ignoring case and accents ("osterr" finds Österreich in any language).
 */
export function filterPhoneCountries(list: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const needle = normaliseForSearch(query);
  if (needle === '') return [...list];
  if (/^\+?[\d\s]+$/.test(needle)) {
    const digits = needle.replace(/\D/g, '');
    return list.filter((country) => country.phoneCode.startsWith(digits));
  }
  return list.filter(
    (country) =>
      country.code.toLowerCase() === needle ||
      normaliseForSearch(country.name).includes(needle) ||
      getSearchNames(country).some((name) => name.includes(needle)),
  );
}

function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const searchNames = new Map<string, readonly string[]>();
let siteLanguageNames: readonly Intl.DisplayNames[] | undefined;

/** Every name a visitor might type for a country, normalised; computed once per code. */
function getSearchNames(country: PhoneCountry): readonly string[] {
  const { code } = country;
  let names = searchNames.get(code);
  if (!names) {
    siteLanguageNames ??= languages.map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
    const localised = siteLanguageNames.map((displayNames) => displayNames.of(code));
    names = [...localised, ...(country.otherNames ?? [])]
      .filter((name): name is string => name !== undefined)
      .map(normaliseForSearch);
    searchNames.set(code, names);
  }
  return names;
}
