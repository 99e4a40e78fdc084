import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Storyblok's webhook signature: the `webhook-signature` header is the hex HMAC-SHA1 of the raw
 * request body with the webhook secret. Compared in constant time; a missing or malformed header
 * is simply not valid.
 */
export function isValidWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !/^[0-9a-f]{40}$/i.test(header.trim())) return false;
  const expected = createHmac('sha1', secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
