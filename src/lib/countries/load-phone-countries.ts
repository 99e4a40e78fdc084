import { toPhoneCountries, type PhoneCountriesOptions, type PhoneCountry } from './phone-countries.ts';

const lists = new Map<string, Promise<readonly PhoneCountry[]>>();

/**
 * The phone field's country list in the browser, loaded when the list first opens (issue 16,
 * goal 4): the reference data comes as a chunk of its own, the names in the visitor's language
 * from `Intl.DisplayNames`. The data file is validated by its tests, not on every page. A failed
 * load is tried again on the next call.
 */
export function loadPhoneCountries({ scope, lang }: PhoneCountriesOptions): Promise<readonly PhoneCountry[]> {
  const key = `${scope}:${lang}`;
  let list = lists.get(key);
  if (!list) {
    list = import('./country-reference.json').then(
      (module) => toPhoneCountries(module.default, { scope, lang }),
      (error: unknown) => {
        lists.delete(key);
        throw error;
      },
    );
    lists.set(key, list);
  }
  return list;
}
