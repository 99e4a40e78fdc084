import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature } from './webhook-signature.ts';

const secret = 'webhook-secret';
const body = Buffer.from('{"action":"published","story_id":1}');
const sign = (data: Buffer, key = secret) => createHmac('sha1', key).update(data).digest('hex');

describe('isValidWebhookSignature', () => {
  it('accepts the hex HMAC-SHA1 of the raw body, in either case', () => {
    expect(isValidWebhookSignature(body, sign(body), secret)).toBe(true);
    expect(isValidWebhookSignature(body, sign(body).toUpperCase(), secret)).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    expect(isValidWebhookSignature(Buffer.from(`${body.toString()} `), sign(body), secret)).toBe(false);
    expect(isValidWebhookSignature(body, sign(body, 'other'), secret)).toBe(false);
    expect(isValidWebhookSignature(body, undefined, secret)).toBe(false);
    expect(isValidWebhookSignature(body, '', secret)).toBe(false);
    expect(isValidWebhookSignature(body, sign(body).slice(0, 39), secret)).toBe(false);
    expect(isValidWebhookSignature(body, `${sign(body)}00`, secret)).toBe(false);
    expect(isValidWebhookSignature(body, 'z'.repeat(40), secret)).toBe(false);
  });
});
