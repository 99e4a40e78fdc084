/**
 * Abuse limits and the booking confirmation e-mail: SMS_MAX_PER_NUMBER_HOUR [3] and
 * SMS_MAX_PER_NUMBER_DAY [5] (app-link SMS per recipient number in any 60 minutes / 24 hours; 0
 * disables), SMS_COUNTRIES [CH,LI,AT,DE,FR,IT] (countries whose mobile numbers may receive it),
 * BOOKING_MAX_OPEN_PER_PERSON [2] (upcoming appointments per e-mail address and per phone number),
 * BOOKING_ATTEMPTS_PER_HOUR [5] (book-appointment calls per client address), BOOKING_CANCEL_KEY
 * [generated, kept in the database] (32+ characters signing the cancel links), SMTP_URL [none]
 * (smtp:// or smtps://; without it the e-mail goes to the local inbox), SMTP_FROM [Velora
 * <noreply@velora.ch>].
 */
import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';
import { integer, optionalString } from './fields.ts';
import { defineSection } from './section.ts';

/** Validated abuse settings. */
export interface AbuseConfig {
  readonly sms: {
    readonly maxPerHour: number;
    readonly maxPerDay: number;
    readonly countries: ReadonlySet<string>;
  };
  readonly booking: {
    readonly maxOpenPerPerson: number;
    readonly attemptsPerHour: number;
    readonly cancelKey: string | undefined;
  };
  readonly email: { readonly smtpUrl: string | undefined; readonly from: string };
}

const count = (fallback: number) => integer(0, 1_000_000, fallback);

const countries = optionalString.transform((value, ctx) => {
  const codes = (value ?? 'CH,LI,AT,DE,FR,IT').split(',').map((code) => code.trim().toUpperCase());
  if (codes.every((code) => isSupportedCountry(code))) return codes;
  ctx.addIssue({
    code: 'custom',
    message: `expected a comma-separated list of ISO 3166 alpha-2 country codes, e.g. CH,LI,AT,DE,FR,IT, got "${value}"`,
  });
  return z.NEVER;
});

export const abuseSection = defineSection({
  shape: {
    SMS_MAX_PER_NUMBER_HOUR: count(3),
    SMS_MAX_PER_NUMBER_DAY: count(5),
    SMS_COUNTRIES: countries,
    BOOKING_MAX_OPEN_PER_PERSON: count(2),
    BOOKING_ATTEMPTS_PER_HOUR: count(5),
    BOOKING_CANCEL_KEY: optionalString.refine((value) => value === undefined || value.length >= 32, {
      message: 'expected a secret of at least 32 characters',
    }),
    SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\/[^/\s]+/.test(value), {
      message: 'expected an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.ch:465',
    }),
    SMTP_FROM: optionalString.refine((value) => value === undefined || value.length <= 200, {
      message: 'expected at most 200 characters',
    }),
  },
  build: (e): AbuseConfig => ({
    sms: {
      maxPerHour: e.SMS_MAX_PER_NUMBER_HOUR,
      maxPerDay: e.SMS_MAX_PER_NUMBER_DAY,
      countries: new Set(e.SMS_COUNTRIES),
    },
    booking: {
      maxOpenPerPerson: e.BOOKING_MAX_OPEN_PER_PERSON,
      attemptsPerHour: e.BOOKING_ATTEMPTS_PER_HOUR,
      cancelKey: e.BOOKING_CANCEL_KEY,
    },
    email: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM ?? 'Velora <noreply@velora.ch>' },
  }),
});
