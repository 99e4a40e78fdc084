/**
 * Idempotency as Stripe does it: a key is stored with a SHA-256 of its request (method, path,
 * body). The same key with the same request replays the first answer; with another request it
 * is refused 422 `IdempotencyKeyReused` and nothing is stored.
 */
import { createHash } from 'node:crypto';
import { ApiError, badRequest } from './api-error.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The key as stored (prefixed with the endpoint's scope) and the hash of its request. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/** SHA-256 (hex) of the method, path and body, separated so no two requests share a text. */
export function hashRequest(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n`).update(body).digest('hex');
}

/** Reads the Idempotency-Key header: absent, or 1 to 255 visible ASCII characters (else 400). */
export function readIdempotencyKey(
  value: string | undefined,
  scope: string,
  request: { method: string; path: string; body: string },
): IdempotencyKey | undefined {
  if (value === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return { key: `${scope}:${value}`, requestHash: hashRequest(request.method, request.path, request.body) };
}

/**
 * Refuses a replay whose request differs from the stored one. Rows stored before request hashes
 * were kept (`null`) are replayed as before.
 */
export function assertSameRequest(storedHash: string | null | undefined, key: IdempotencyKey): void {
  if (storedHash && storedHash !== key.requestHash) {
    throw new ApiError(
      422,
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used with a different request; send a new key with each new request.',
    );
  }
}
