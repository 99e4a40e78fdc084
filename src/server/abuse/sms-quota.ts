import type { Db } from '../db/db.ts';
import type { AbuseConfig } from '../config.ts';
import { reserveQuota, type QuotaResult } from './quota.ts';
import { checkSmsRecipient, smsFieldCodes } from './sms-policy.ts';

/** Scope of the SMS quota rows in `abuse_quotas`. */
export const smsQuotaScope = 'sms-recipient';

/**
 * Reserves one SMS to `e164` at `now` (ms): at most `maxPerHour` in any 60 minutes and
 * `maxPerDay` in any 24 hours per number, counted in the database (one atomic upsert, shared by
 * every process, durable before the answer). `db` may be a transaction handle.
 */
export function reserveSmsQuota(
  db: Pick<Db, 'query'>,
  e164: string,
  now: number,
  limits: AbuseConfig['sms'],
): Promise<QuotaResult> {
  return reserveQuota(
    db,
    smsQuotaScope,
    e164,
    [
      { seconds: 3_600, max: limits.maxPerHour },
      { seconds: 86_400, max: limits.maxPerDay },
    ],
    now,
  );
}

/** A refusal for the API to answer: status, error name, message and the phone field's code. */
export interface SmsRefusal {
  status: 400 | 429;
  errorName: 'ValidationError' | 'TooManyRequests';
  message: string;
  fields: Record<string, string>;
  retryAfterSeconds?: number;
}

/** What the pipeline needs for `/api/sms`: the check before verification, the reservation after. */
export interface SmsGuard {
  /** Country and type of the `phone` field; a 400 refusal, or the E.164 number to reserve. */
  check(phone: unknown): { ok: true; e164: string } | { ok: false; refusal: SmsRefusal };
  /** Reserves the number's quota; a 429 refusal with Retry-After when it is used up. */
  reserve(e164: string): Promise<SmsRefusal | undefined>;
}

const messages: Record<string, string> = {
  [smsFieldCodes.invalid]: 'Enter a valid mobile number with its country code.',
  [smsFieldCodes.country]: 'We can send the SMS only to mobile numbers of the countries we serve.',
  [smsFieldCodes.notMobile]: 'We can send the SMS only to a mobile number.',
};

/** The SMS guard over `db` with the configured limits and countries. */
export function createSmsGuard(options: {
  db: Pick<Db, 'query'>;
  settings: AbuseConfig['sms'];
  now?: () => number;
}): SmsGuard {
  const now = options.now ?? Date.now;
  return {
    check(phone) {
      const decision = checkSmsRecipient(typeof phone === 'string' ? phone : '', options.settings.countries);
      if (decision.ok) return { ok: true, e164: decision.e164 };
      return {
        ok: false,
        refusal: {
          status: 400,
          errorName: 'ValidationError',
          message: messages[decision.code] ?? 'Invalid fields: phone.',
          fields: { phone: decision.code },
        },
      };
    },
    async reserve(e164) {
      const result = await reserveSmsQuota(options.db, e164, now(), options.settings);
      if (result.ok) return undefined;
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return {
        status: 429,
        errorName: 'TooManyRequests',
        message: `This number has received the most SMS we send in a day or an hour; try again in ${minutes} minutes.`,
        fields: { phone: smsFieldCodes.limit },
        retryAfterSeconds: result.retryAfterSeconds,
      };
    },
  };
}
