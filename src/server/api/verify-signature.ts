import { createHmacSha256, sameText } from './hmac-sha256.ts';

/** Accepted clock difference between the browser and the server, either way (SPEC section 6). */
export const signatureWindowMs = 300_000;

const TIMESTAMP = /^\d{1,16}$/;
/** Standard base64 of exactly 32 bytes: 43 characters and one `=`. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The HMAC of the last key asked for: a server has one key, so it is set up once. */
let keyed: { key: string; sign: (message: string) => string } | undefined;

function hmacOf(key: string, message: string): string {
  if (keyed?.key !== key) keyed = { key, sign: createHmacSha256(key) };
  return keyed.sign(message);
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch'; message: string };

/** Every outcome is one of these, made once (and frozen): a flood of bad signatures allocates none. */
const outcomes = {
  ok: { ok: true },
  missing: {
    ok: false,
    reason: 'missing',
    message: 'The X-Timestamp and X-Signature headers are required.',
  },
  malformedTimestamp: {
    ok: false,
    reason: 'malformed',
    message: 'X-Timestamp must be the time in milliseconds as digits.',
  },
  malformedSignature: {
    ok: false,
    reason: 'malformed',
    message: 'X-Signature must be the base64 of a 32-byte HMAC-SHA256.',
  },
  expired: {
    ok: false,
    reason: 'expired',
    message: 'X-Timestamp is more than 300 seconds away from the server time; sign again.',
  },
  mismatch: { ok: false, reason: 'mismatch', message: 'X-Signature does not match X-Timestamp.' },
} as const satisfies Record<string, SignatureCheck>;
for (const outcome of Object.values(outcomes)) Object.freeze(outcome);

/**
 * Checks X-Timestamp and X-Signature: the timestamp is decimal milliseconds within 300 s of
 * `now` either way; the signature is base64 of the 32-byte HMAC-SHA256 keyed with `key` over the
 * timestamp text, its canonical base64 text compared in constant time. Never throws: anything
 * wrong is a failed check.
 */
export function verifySignature(
  key: string,
  timestamp: string | undefined,
  signature: string | undefined,
  now: number,
): SignatureCheck {
  if (timestamp === undefined || timestamp === '' || signature === undefined || signature === '') {
    return outcomes.missing;
  }
  if (!TIMESTAMP.test(timestamp)) return outcomes.malformedTimestamp;
  if (!SIGNATURE.test(signature)) return outcomes.malformedSignature;
  if (Math.abs(now - Number(timestamp)) > signatureWindowMs) return outcomes.expired;
  // The base64 text is compared, not its bytes: the one canonical form (RFC 4648, 3.5), which
  // every encoder writes (the browser's btoa included) and no other spelling of the same bytes.
  if (!sameText(signature, hmacOf(key, timestamp))) return outcomes.mismatch;
  return outcomes.ok;
}
