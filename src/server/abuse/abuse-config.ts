import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';

/*
 * Abuse limits and the booking confirmation e-mail (copy into the README). Every variable is optional.
 *
 * | Variable | Default | Meaning |
 * | --- | --- | --- |
 * | SMS_MAX_PER_NUMBER_HOUR | 3 | App-link SMS per recipient number in any 60 minutes; 0 disables. |
 * | SMS_MAX_PER_NUMBER_DAY | 5 | App-link SMS per recipient number in any 24 hours; 0 disables. |
 * | SMS_COUNTRIES | CH,LI,AT,DE,FR,IT | Countries (ISO 3166 alpha-2) whose mobile numbers may receive an SMS. |
 * | BOOKING_MAX_OPEN_PER_PERSON | 2 | Upcoming appointments per e-mail address and per phone number; 0 disables. |
 * | BOOKING_ATTEMPTS_PER_HOUR | 5 | Booking attempts (book-appointment calls) per client address in any 60 minutes; 0 disables. |
 * | BOOKING_CANCEL_KEY | (generated) | Secret (at least 32 characters) signing the cancel links; without it a random key is kept in the database. |
 * | SMTP_URL | (none) | SMTP server for the booking confirmation, e.g. `smtps://user:pass@mail.example.ch:465`; without it the e-mail goes to the local inbox. |
 * | SMTP_FROM | Velora <noreply@velora.ch> | Sender of the booking confirmation. |
 */

/** Validated abuse settings. */
export interface AbuseConfig {
  sms: { maxPerHour: number; maxPerDay: number; countries: ReadonlySet<string> };
  booking: { maxOpenPerPerson: number; attemptsPerHour: number; cancelKey: string | undefined };
  email: { smtpUrl: string | undefined; from: string };
}

/** Thrown for an invalid setting; the message names each variable and what it must be. */
export class AbuseConfigError extends Error {
  override name = 'AbuseConfigError';
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const count = (fallback: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1000000')
      .default(fallback),
  );
const envSchema = z.object({
  SMS_MAX_PER_NUMBER_HOUR: count(3),
  SMS_MAX_PER_NUMBER_DAY: count(5),
  SMS_COUNTRIES: z.preprocess(
    blank,
    z
      .string()
      .default('CH,LI,AT,DE,FR,IT')
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
      .refine((codes) => codes.every((code) => isSupportedCountry(code)), {
        error: 'must be a comma-separated list of ISO 3166 alpha-2 country codes, e.g. CH,LI,AT,DE,FR,IT',
      }),
  ),
  BOOKING_MAX_OPEN_PER_PERSON: count(2),
  BOOKING_ATTEMPTS_PER_HOUR: count(5),
  BOOKING_CANCEL_KEY: z.preprocess(blank, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    blank,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  SMTP_FROM: z.preprocess(blank, z.string().max(200).default('Velora <noreply@velora.ch>')),
});

/** Reads and validates the abuse settings; throws an `AbuseConfigError` listing every problem. */
export function loadAbuseConfig(env: Record<string, string | undefined> = process.env): AbuseConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new AbuseConfigError(`Invalid settings:\n- ${problems.join('\n- ')}`);
  }
  const e = parsed.data;
  return {
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
    email: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM },
  };
}
