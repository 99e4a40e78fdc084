import { createHmac, timingSafeEqual } from 'node:crypto';

/** Accepted clock difference between the browser and the server, either way (SPEC section 6). */
export const signatureWindowMs = 300_000;

const TIMESTAMP = /^\d{1,16}$/;
/** Standard base64 of exactly 32 bytes: 43 characters and one `=`. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch'; message: string };

/**
 * Checks X-Timestamp and X-Signature: the timestamp is decimal milliseconds within 300 s of
 * `now` either way; the signature is base64 of the 32-byte HMAC-SHA256 keyed with `key` over the
 * timestamp text, compared in constant time. Never throws: anything wrong is a failed check.
 */
export function verifySignature(
  key: string,
  timestamp: string | undefined,
  signature: string | undefined,
  now: number,
): SignatureCheck {
  if (timestamp === undefined || timestamp === '' || signature === undefined || signature === '') {
    return { ok: false, reason: 'missing', message: 'The X-Timestamp and X-Signature headers are required.' };
  }
  if (!TIMESTAMP.test(timestamp)) {
    return {
      ok: false,
      reason: 'malformed',
      message: 'X-Timestamp must be the time in milliseconds as digits.',
    };
  }
  if (!SIGNATURE.test(signature)) {
    return {
      ok: false,
      reason: 'malformed',
      message: 'X-Signature must be the base64 of a 32-byte HMAC-SHA256.',
    };
  }
  if (Math.abs(now - Number(timestamp)) > signatureWindowMs) {
    return {
      ok: false,
      reason: 'expired',
      message: 'X-Timestamp is more than 300 seconds away from the server time; sign again.',
    };
  }
  const expected = createHmac('sha256', key).update(timestamp).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'mismatch', message: 'X-Signature does not match X-Timestamp.' };
  }
  return { ok: true };
}
