/**
 * Reusable zod field builders for the form schemas (SPEC.md section 5). Isomorphic: no Node
 * imports, so the browser forms and the server validate with the very same rules.
 * Every builder attaches its message code, so any failure of the field (missing, wrong type,
 * too long, bad format) reports that code.
 */
import { isValidInternationalNumber } from '#phone-number-check';
import { z } from 'zod';
import { languages } from '../i18n/languages.ts';
import { limits } from './limits.ts';
import { messages, type MessageCode } from './messages.ts';

/** Practical e-mail format (the one zod uses): local part, at least one dot in the domain. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Digits and spaces only, with at least one digit. */
const PHONE = /^(?=[^\d]*\d)[\d ]+$/;
const DATE_OF_BIRTH = /^(\d{2})\.(\d{2})\.(\d{4})$/;
// Characters no person types into a form and that forge what an operator reads: C0 controls
// (U+0000-U+001F), DEL and the C1 controls (U+007F-U+009F), the bidirectional controls (U+061C,
// U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) and unpaired surrogates (PostgreSQL cannot store
// NUL or a lone surrogate in jsonb). A multi-line field keeps tabs and line breaks (LF, CR LF).
/* eslint-disable no-control-regex -- matching control characters is the point */
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
const NOT_MULTI_LINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\r(?!\n)|\p{Cs}/u;
/* eslint-enable no-control-regex */

/** True for one line of text: no control, bidirectional control or unpaired surrogate. */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** True for text whose only control characters are tabs and line breaks (LF or CR LF). */
export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** A string checked for characters before it is trimmed, so a trailing control is refused too. */
function text(error: MessageCode, multiLine: boolean) {
  const check = multiLine ? isMultiLineText : isSingleLineText;
  return z.string({ error }).refine(check, { error: messages.invalidCharacters, abort: true }).trim();
}

/** Trimmed, required single-line text of at most `max` characters. */
export function requiredText(max: number, error: MessageCode = messages.invalidField) {
  return text(error, false).min(1, { error }).max(max, { error });
}

/** Trimmed single-line text of at most `max` characters that may be absent or empty. */
export function optionalText(max: number, error: MessageCode = messages.invalidField) {
  return text(error, false).max(max, { error }).optional();
}

/** Trimmed, required multi-line text (a message): tabs and line breaks allowed. */
export function requiredMultiLineText(max: number, error: MessageCode = messages.invalidField) {
  return text(error, true).min(1, { error }).max(max, { error });
}

/** Trimmed multi-line text that may be absent or empty. */
export function optionalMultiLineText(max: number, error: MessageCode = messages.invalidField) {
  return text(error, true).max(max, { error }).optional();
}

/** Required, well-formed e-mail address (trimmed); `invalid-email` unless told otherwise. */
export function email(error?: MessageCode) {
  const options = error ? { error } : undefined;
  return z
    .string(options)
    .refine(isSingleLineText, { error: messages.invalidCharacters, abort: true })
    .trim()
    .min(1, options)
    .max(limits.email, options)
    .regex(EMAIL, options ?? { error: 'Invalid email address' });
}

/**
 * Phone number: trimmed, digits and spaces only, at least one digit, `min` to 32 characters
 * (2 by default, 4 for the complaint form). Whether it is a real number of its country needs the
 * dial code beside it: see {@link refinePhoneNumber} and {@link phoneWithDialCode}.
 */
export function phone(min: number = limits.phoneMin) {
  const error = messages.invalidPhone;
  // Control characters are refused before trimming, as in every one-line field; spaces are trimmed.
  return z
    .string({ error })
    .refine(isSingleLineText, { error: messages.invalidCharacters, abort: true })
    .trim()
    .min(min, { error })
    .max(limits.phone, { error })
    .regex(PHONE, { error });
}

/**
 * True when `national` is a complete, valid number of the country (or countries) of `dialCode`,
 * by libphonenumber's metadata: " 1" or "12" after +41 are not numbers anyone can call.
 */
export function isValidPhone(dialCode: string, national: string): boolean {
  return (
    /^\d{1,4}$/.test(dialCode) &&
    PHONE.test(national) &&
    isValidInternationalNumber(`+${dialCode} ${national}`)
  );
}

/** A phone sent as one text, dial code then number (`41 79 123 45 67`): well formed and valid. */
export function phoneWithDialCode(min: number = limits.phoneMin) {
  const error = messages.invalidPhone;
  return phone(min).refine(
    (value) => {
      const [dialCode = '', ...rest] = value.split(' ');
      return isValidPhone(dialCode, rest.join(' '));
    },
    { error },
  );
}

/** The dial code a form or payload holds: `{ code: '41' }` (phone field) or `'41'` (code alone). */
function readDialCode(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string')
    return value.code;
  return undefined;
}

/**
 * Adds the rule that the number in `numberKey` is valid for the dial code in `codeKey` (message
 * `invalid-phone` on the number). An absent or empty optional number, or a malformed one that the
 * field rule already refuses, is left to the field rules.
 */
export function refinePhoneNumber<T extends z.ZodType<object>>(
  schema: T,
  keys: { code: string; number: string } = { code: 'phoneCode', number: 'phone' },
): T {
  return schema.refine(
    (values) => {
      const record = values as Record<string, unknown>;
      const number = record[keys.number];
      const dialCode = readDialCode(record[keys.code]);
      if (typeof number !== 'string' || number.trim() === '' || dialCode === undefined) return true;
      return !PHONE.test(number.trim()) || isValidPhone(dialCode, number.trim());
    },
    { path: [keys.number], error: messages.invalidPhone, when: () => true },
  ) as unknown as T;
}

/** Country of a phone number as the phone field holds it: `{ alphaCode: 'CH', code: '41' }`. */
export function phoneCode() {
  const error = messages.invalidPhone;
  return z.strictObject(
    {
      alphaCode: z.string({ error }).regex(/^[A-Z]{2}$/, { error }),
      code: z.string({ error }).regex(/^\d{1,4}$/, { error }),
    },
    { error },
  );
}

/** Dial code alone, as the extended contact form sends it: 1 to 4 digits. */
export function dialCode() {
  const error = messages.invalidPhone;
  return z.string({ error }).regex(/^\d{1,4}$/, { error });
}

/** A confirmation checkbox that must be ticked. */
export function ticked(error: MessageCode = messages.invalidField) {
  return z.literal(true, { error });
}

/** A yes/no answer as text (`i_confirm_i_am_a_swiss_tax_resident_`). */
export function yesNo(error: MessageCode = messages.invalidField) {
  return z.enum(['yes', 'no'], { error });
}

/** Exactly `yes`: a confirmation sent as text that must be given. */
export function yes(error: MessageCode = messages.invalidField) {
  return z.literal('yes', { error });
}

/** One of the site languages (en, de, fr, it). */
export function language(error: MessageCode = messages.invalidField) {
  return z.enum(languages, { error });
}

/** A date of birth as DD.MM.YYYY: a real calendar date, after 1900, not in the future. */
export function dateOfBirth(error: MessageCode = messages.invalidField) {
  return z
    .string({ error })
    .max(limits.dateOfBirth, { error })
    .regex(DATE_OF_BIRTH, { error })
    .refine(isPlausibleBirthDate, { error });
}

function isPlausibleBirthDate(value: string): boolean {
  const match = DATE_OF_BIRTH.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/** An identifier: letters, digits, `-` and `_`, 1 to `max` characters. */
export function identifier(max: number, error: MessageCode = messages.invalidField) {
  return z
    .string({ error })
    .max(max, { error })
    .regex(/^[A-Za-z0-9_-]+$/, { error });
}
