import { defaultLanguage, toLanguage, type Language } from '../languages.ts';
import type { CountryReferenceRecord, CountryScope } from './country-reference.ts';

/** One entry of the phone field's country list (SPEC section 3, "Country entry"). */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  /**
   * What a person types after "+": the digits of the calling code with the reference data's
   * space removed, so "1 684" (American Samoa) becomes "1684" and "44 1481" (Guernsey) "441481".
   */
  phoneCode: string;
  /** Flag image by convention `/flags/{code}.svg`, code in lower case (assets are the lead's). */
  iconPath: string;
  /** Country name in the page's language, from `Intl.DisplayNames`. */
  name: string;
  /** The reference data's English and local names, which the list's search finds too. */
  otherNames?: readonly string[];
}

/** The phone field's value (SPEC section 3, "Phone value"). */
export interface PhoneValue {
  alphaCode: string;
  code: string;
}

/** Default phone country of every form: Switzerland, +41 (SPEC section 9). */
export const defaultPhoneValue: Readonly<PhoneValue> = Object.freeze({ alphaCode: 'CH', code: '41' });

/** Listed first, in this order; also the whole list of the `switzerlandAndNeighbors` scope. */
export const priorityCountryCodes = ['CH', 'DE', 'FR', 'IT', 'AT', 'LI'] as const;

/** Never offered in the phone field (SPEC section 2). */
export const excludedCountryCodes = ['UM', 'BV', 'IO', 'YT', 'HT', 'BL', 'TG'] as const;

/** Reference entries that no longer exist as countries (Netherlands Antilles, dissolved 2010). */
const outdatedCountryCodes: ReadonlySet<string> = new Set(['AN']);
const hiddenCodes: ReadonlySet<string> = new Set([...excludedCountryCodes, ...outdatedCountryCodes]);
/** Options of `getPhoneCountries`; `lang` 'default' is the CMS's name for en (SPEC section 3). */
export interface PhoneCountriesOptions {
  scope: CountryScope;
  lang: Language | 'default';
}

/** What the list needs of a reference record. */
export type PhoneCountryRecord = Pick<
  CountryReferenceRecord,
  'countryCode' | 'countryCallingCode' | 'countryNameEn' | 'countryNameLocal'
>;

/**
 * The entry of the country a phone value names, without the list (the field's button before the
 * list opens): the name from `Intl.DisplayNames`, no data to load.
 */
export function describePhoneValue(value: PhoneValue, lang: Language | 'default'): PhoneCountry {
  const code = value.alphaCode;
  const language = toLanguage(lang) ?? defaultLanguage;
  return {
    code,
    phoneCode: value.code,
    iconPath: `/flags/${code.toLowerCase()}.svg`,
    name: regionNamesIn(language).of(code) ?? code,
  };
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * Country names in `language`, made once per language: building an `Intl.DisplayNames` loads its
 * locale data, tens of milliseconds on a slow phone, and the field's button asks on every render.
 */
function regionNamesIn(language: Language): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names;
}

/** Builds the list of `getPhoneCountries` from any reference records (uncached). */
export function toPhoneCountries(
  records: readonly PhoneCountryRecord[],
  { scope, lang }: PhoneCountriesOptions,
): readonly PhoneCountry[] {
  const language = toLanguage(lang) ?? defaultLanguage;
  const names = regionNamesIn(language);
  const collator = new Intl.Collator(language);
  const byCode = new Map<string, { entry: PhoneCountry; callingCode: string }>();
  for (const record of records) {
    const code = record.countryCode;
    // The first record of a repeated code wins; later repeats are the source's duplicates.
    if (hiddenCodes.has(code) || byCode.has(code)) continue;
    const entry: PhoneCountry = {
      code,
      phoneCode: record.countryCallingCode.replace(/\D/g, ''),
      iconPath: `/flags/${code.toLowerCase()}.svg`,
      name: names.of(code) ?? record.countryNameEn,
      otherNames: [record.countryNameEn, record.countryNameLocal],
    };
    byCode.set(code, { entry, callingCode: record.countryCallingCode });
  }

  const priority = priorityCountryCodes.flatMap((code) => byCode.get(code)?.entry ?? []);
  let list = priority;
  if (scope === 'all') {
    const prioritySet: ReadonlySet<string> = new Set(priorityCountryCodes);
    const rest = [...byCode.values()]
      .filter(({ entry }) => !prioritySet.has(entry.code))
      .sort(
        (a, b) =>
          compareCallingCodes(a.callingCode, b.callingCode) || collator.compare(a.entry.name, b.entry.name),
      )
      .map(({ entry }) => entry);
    list = [...priority, ...rest];
  }
  return Object.freeze(list.map((entry) => Object.freeze(entry)));
}

/**
 * Number of entries drawn above the list's separator, or undefined when there is none. SPEC
 * section 2 puts the separator after the fifth entry of the non-neighbour ('all') list, which
 * is inside the six-country priority block (between AT and LI); implemented as specified.
 */
export function getSeparatorIndex(scope: CountryScope): number | undefined {
  return scope === 'all' ? 5 : undefined;
}

/** Compares calling codes such as "1 684" group by group, numerically; a shorter code first. */
function compareCallingCodes(a: string, b: string): number {
  const left = a.split(' ').map(Number);
  const right = b.split(' ').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
