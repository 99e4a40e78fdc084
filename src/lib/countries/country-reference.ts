import { z } from 'zod';
import countryReferenceData from './country-reference.json' with { type: 'json' };

/**
 * The country reference records of SPEC section 3 ("Country reference record"), kept as static data
 * in `country-reference.json`. The data keeps the source's quirks on purpose (a repeated British
 * Indian Ocean Territory entry, the former Netherlands Antilles `AN`, area codes only for Canada,
 * calling codes such as "1 684" with a space); consumers that show a list clean it themselves
 * (see `phone-countries.ts`).
 */

/** The scopes a country list can be shown in (SPEC section 3, "Country scope enumeration"). */
export const countryScopes = ['all', 'switzerlandAndNeighbors'] as const;

/** One of `countryScopes`. */
export type CountryScope = (typeof countryScopes)[number];

/** Regions used by the reference data. */
export const countryRegions = [
  'Europe',
  'Asia & Pacific',
  'Africa',
  'Arab States',
  'South/Latin America',
  'North America',
  'Caribbean',
  'Unknown',
] as const;

/** Schema of one reference record; empty strings stand for "no meaningful value" (e.g. no TIN). */
export const countryReferenceRecordSchema = z.strictObject({
  countryNameEn: z.string().min(1),
  countryNameLocal: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  // Antarctica has no currency of its own, hence the empty string.
  currencyCode: z.union([z.string().regex(/^[A-Z]{3}$/), z.literal('')]),
  currencyNameEn: z.string(),
  tinType: z.string(),
  tinName: z.string(),
  officialLanguageCode: z.string().regex(/^[a-z]{2}$/),
  officialLanguageNameEn: z.string().min(1),
  officialLanguageNameLocal: z.string().min(1),
  // Digits in groups separated by one space: "41", "1 684", "44 1481".
  countryCallingCode: z.string().regex(/^\d+( \d+)?$/),
  areaCodes: z.array(z.string().regex(/^\d{3}$/)).optional(),
  region: z.enum(countryRegions),
  flag: z.string().min(1),
});

/** One country reference record. */
export type CountryReferenceRecord = z.infer<typeof countryReferenceRecordSchema>;

let cached: readonly CountryReferenceRecord[] | undefined;

/**
 * Returns the validated reference records in source order (duplicates and outdated entries
 * included). Validation runs once per process or page; a malformed data file throws a ZodError
 * naming the bad record, so a broken edit fails the tests rather than a visitor's phone field.
 */
export function loadCountryReference(): readonly CountryReferenceRecord[] {
  cached ??= Object.freeze(z.array(countryReferenceRecordSchema).parse(countryReferenceData));
  return cached;
}
