import type { DeliveryConfig } from '../config.ts';
import { postJson, type ErrorReader } from './post-json.ts';
import {
  getInternationalPhone,
  getSubmissionLanguage,
  toE164,
  type SinkLanguage,
} from './submission-values.ts';
import type { Sink } from './types.ts';

/** The app's store pages; the lead may later source them from the CMS site constants. */
export const appStoreLinks = {
  ios: 'https://apps.apple.com/ch/app/velora/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=ch.velora.app',
} as const;

/** The SMS text per language; `{ios}` and `{android}` are replaced with the store links. */
export const smsTemplates: Record<SinkLanguage, string> = {
  en: 'Your Velora app: iPhone {ios} Android {android}',
  de: 'Ihre Velora-App: iPhone {ios} Android {android}',
  fr: 'Votre app Velora : iPhone {ios} Android {android}',
  it: 'La sua app Velora: iPhone {ios} Android {android}',
};

/** Composes the app-link SMS in `language`. */
export function composeAppLinkSms(
  language: SinkLanguage,
  links: { ios: string; android: string } = appStoreLinks,
): string {
  return smsTemplates[language].replace('{ios}', links.ios).replace('{android}', links.android);
}

/** Reads a gateway's refusal: `{ message }`, `{ error }` or `{ errors: [{ message, code }] }`. */
export const readSmsError: ErrorReader = (body) => {
  if (typeof body !== 'object' || body === null) return { detail: '', codes: [] };
  const record = body as Record<string, unknown>;
  const errors = Array.isArray(record['errors']) ? (record['errors'] as unknown[]) : [];
  const messages = errors.flatMap((error) =>
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Record<string, unknown>)['message'] === 'string'
      ? [String((error as Record<string, unknown>)['message'])]
      : [],
  );
  const codes = errors.flatMap((error) =>
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Record<string, unknown>)['code'] === 'string'
      ? [String((error as Record<string, unknown>)['code'])]
      : [],
  );
  for (const key of ['message', 'error'])
    if (typeof record[key] === 'string') messages.push(String(record[key]));
  if (typeof record['code'] === 'string') codes.push(record['code']);
  return { detail: messages.join('; '), codes };
};

/**
 * The SMS gateway sink: a generic JSON API, `POST SMS_API_URL` with `Authorization: Bearer`
 * and `Idempotency-Key` (the gateway drops a repeat with the same key), body
 * `{ to: '+41791234567', from, text }`. Same outcome rules as every HTTP sink (see
 * classify-response.ts). A submission without a usable number fails for good.
 */
export function createSmsSink(
  settings: NonNullable<DeliveryConfig['sms']>,
  options: { configErrorDelayMs: number; links?: { ios: string; android: string } },
): Sink {
  return {
    name: 'sms',
    async deliver(submission, ctx) {
      const phone = getInternationalPhone(submission);
      const to = phone === undefined ? undefined : toE164(phone);
      if (to === undefined || !/^\+\d{6,15}$/.test(to)) {
        return {
          kind: 'failed',
          code: 'no-phone',
          reason: 'the submission has no phone number in international form',
        };
      }
      return postJson({
        sink: 'sms',
        url: settings.apiUrl,
        headers: { authorization: `Bearer ${settings.apiToken}`, 'idempotency-key': ctx.idempotencyKey },
        body: {
          to,
          from: settings.sender,
          text: composeAppLinkSms(getSubmissionLanguage(submission), options.links),
        },
        signal: ctx.signal,
        configErrorDelayMs: options.configErrorDelayMs,
        readError: readSmsError,
      });
    },
  };
}
