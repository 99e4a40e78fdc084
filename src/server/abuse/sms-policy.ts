import { parsePhoneNumberFromString, type PhoneNumberType, type PhoneNumber } from 'libphonenumber-js/max';

/** Field codes of a refused SMS recipient; the form shows each in the visitor's language. */
export const smsFieldCodes = {
  /** Not a valid number at all. */
  invalid: 'invalid-phone',
  /** A valid number of a country SMS_COUNTRIES does not list. */
  country: 'sms-country',
  /** A valid number, but no mobile (fixed line, premium rate, shared cost, toll free, ...). */
  notMobile: 'sms-not-mobile',
  /** The number had its SMS for now (429). */
  limit: 'sms-limit',
} as const;

/** The decision on a recipient: the number in E.164 to send to, or the field code of the refusal. */
export type SmsRecipientDecision =
  | { ok: true; e164: string; country: string }
  | { ok: false; code: (typeof smsFieldCodes)[keyof typeof smsFieldCodes] };

/**
 * Number types an SMS may go to. FIXED_LINE_OR_MOBILE is the answer for countries whose numbering
 * plan cannot tell the two apart (the number ranges overlap); such a number is accepted, as a
 * mobile may be behind it. Every other type (FIXED_LINE, PREMIUM_RATE, SHARED_COST, TOLL_FREE,
 * VOIP, PAGER, UAN, PERSONAL_NUMBER, VOICEMAIL, unknown) is refused.
 */
const MOBILE_TYPES: ReadonlySet<PhoneNumberType> = new Set<PhoneNumberType>([
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
]);

/**
 * Reads a number as the forms send it: the dial code and the national number, digits and spaces
 * (`41 79 123 45 67`), with or without `+` or `00`. A national trunk zero typed after the dial
 * code (`41 079 ...`) is dropped when the number is not valid with it.
 */
export function parseRecipient(raw: string): PhoneNumber | undefined {
  const text = raw.trim().replace(/^(\+|00)/, '');
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 17) return undefined;
  const direct = parsePhoneNumberFromString(`+${digits}`);
  if (direct?.isValid()) return direct;
  const [dialCode, ...rest] = text.split(/\s+/);
  const national = rest.join('').replace(/\D/g, '');
  if (dialCode && /^\d{1,4}$/.test(dialCode) && national.startsWith('0')) {
    const withoutTrunk = parsePhoneNumberFromString(`+${dialCode}${national.replace(/^0+/, '')}`);
    if (withoutTrunk?.isValid()) return withoutTrunk;
  }
  return direct;
}

/**
 * The pure decision on an SMS recipient, from libphonenumber-js's full metadata (no hand-written
 * number ranges): valid, in one of `countries`, and a mobile number.
 */
export function checkSmsRecipient(raw: string, countries: ReadonlySet<string>): SmsRecipientDecision {
  const number = parseRecipient(raw);
  if (!number?.isValid()) return { ok: false, code: smsFieldCodes.invalid };
  const country = number.country;
  if (country === undefined || !countries.has(country)) return { ok: false, code: smsFieldCodes.country };
  const type = number.getType();
  if (type === undefined || !MOBILE_TYPES.has(type)) return { ok: false, code: smsFieldCodes.notMobile };
  return { ok: true, e164: number.number, country };
}
