import type { DeliverySubmission } from './types.ts';

/** The site languages a sink can localise for. */
export type SinkLanguage = 'en' | 'de' | 'fr' | 'it';

/**
 * The visitor's language: the payload's `locale` (SMS form) or `language`, else the meta's
 * `language` (the pipeline stores page fields there), else English.
 */
export function getSubmissionLanguage(submission: DeliverySubmission): SinkLanguage {
  for (const value of [
    submission.payload['locale'],
    submission.payload['language'],
    submission.meta['language'],
  ]) {
    if (value === 'en' || value === 'de' || value === 'fr' || value === 'it') return value;
  }
  return 'en';
}

/** A text value of the payload or, failing that, of the meta; `undefined` words count as absent. */
export function getText(submission: DeliverySubmission, key: string): string | undefined {
  for (const source of [submission.payload, submission.meta]) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '' && value !== 'undefined') return value.trim();
  }
  return undefined;
}

/**
 * The dial code of a phone field as the forms send it: `{ alphaCode, code }` (contact forms)
 * or the digits alone (extended contact).
 */
function readDialCode(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return value;
  if (typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string') {
    return /^\d{1,4}$/.test(value.code) ? value.code : undefined;
  }
  return undefined;
}

/**
 * The visitor's phone number in international form, `+41 79 123 45 67`: `phoneCode` plus
 * `phone`, or `phone` alone when it already holds the dial code (SMS and complaint forms).
 * Returns `undefined` when there is no phone.
 */
export function getInternationalPhone(submission: DeliverySubmission): string | undefined {
  const raw = submission.payload['phone'];
  if (typeof raw !== 'string' || !/\d/.test(raw)) return undefined;
  const text = raw.trim();
  if (/^(\+|00)/.test(text)) return `+${text.replace(/^(\+|00)/, '')}`;
  const code = readDialCode(submission.payload['phoneCode']);
  // Without a separate dial code the field holds it already (SMS and complaint forms).
  if (code === undefined) return `+${text}`;
  // A national trunk zero (079 ...) is dropped after the dial code: +41 79 ...
  return `+${code} ${text.replace(/^0+/, '')}`;
}

/** The phone number in E.164 (`+41791234567`), as SMS gateways want it. */
export function toE164(international: string): string {
  return `+${international.replace(/\D/g, '')}`;
}
