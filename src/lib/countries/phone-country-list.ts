import { defaultLanguage, toLanguage, type Language } from '../languages.ts';
import { loadCountryReference } from './country-reference.ts';
import { toPhoneCountries, type PhoneCountriesOptions, type PhoneCountry } from './phone-countries.ts';

const cache = new Map<string, readonly PhoneCountry[]>();

/**
 * Returns the phone field's country list from the validated reference data: the priority
 * countries first (CH, DE, FR, IT, AT, LI), then, for scope 'all', every other country by calling
 * code compared group by group as numbers ("1" < "1 242" < "1 684" < "7" < "20" < "44" <
 * "44 1481"), ties by localised name. Excluded codes, outdated entries and repeated entries of the
 * reference data are left out. Cached per scope and language; the entries are frozen. For the
 * build and the server: the browser loads the list when it opens (`load-phone-countries.ts`).
 */
export function getPhoneCountries({ scope, lang }: PhoneCountriesOptions): readonly PhoneCountry[] {
  const language = toLanguage(lang) ?? defaultLanguage;
  const key = `${scope}:${language}`;
  let list = cache.get(key);
  if (!list) {
    list = toPhoneCountries(loadCountryReference(), { scope, lang: language });
    cache.set(key, list);
  }
  return list;
}

/** Finds a selectable country by alpha-2 code (any case); undefined for excluded or unknown codes. */
export function findPhoneCountry(
  alphaCode: string,
  lang: Language | 'default' = defaultLanguage,
): PhoneCountry | undefined {
  const code = alphaCode.trim().toUpperCase();
  return getPhoneCountries({ scope: 'all', lang }).find((country) => country.code === code);
}
