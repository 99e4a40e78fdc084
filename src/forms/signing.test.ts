import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignature } from '../server/api/verify-signature.ts';
import { createSignatureHeaders, signTimestamp } from './signing.ts';

describe('signTimestamp', () => {
  it('is base64 HMAC-SHA256 keyed with the secret over the timestamp text', async () => {
    const expected = createHmac('sha256', 'velora-public-signing-key')
      .update('1767225600000')
      .digest('base64');
    expect(await signTimestamp('velora-public-signing-key', 1767225600000)).toBe(expected);
    expect(await signTimestamp('velora-public-signing-key', '1767225600000')).toBe(expected);
  });

  it('gives headers the server accepts', async () => {
    const now = Date.now();
    const headers = await createSignatureHeaders('key', now);
    expect(headers['X-Timestamp']).toBe(String(now));
    expect(verifySignature('key', headers['X-Timestamp'], headers['X-Signature'], now)).toEqual({ ok: true });
    expect(verifySignature('other', headers['X-Timestamp'], headers['X-Signature'], now)).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });
});

describe('verifySignature', () => {
  const now = 1_767_225_600_000;
  const sign = (timestamp: string, key = 'k') => createHmac('sha256', key).update(timestamp).digest('base64');

  it.each([
    ['missing', undefined, sign(String(now))],
    ['missing', String(now), undefined],
    ['malformed', '-1', sign('-1')],
    ['malformed', '1.5e12', sign('1.5e12')],
    ['malformed', '12345678901234567', sign('12345678901234567')],
    ['malformed', String(now), 'AAAA'],
    ['malformed', String(now), Buffer.alloc(48).toString('base64')],
    ['malformed', String(now), Buffer.alloc(32).toString('hex')],
    ['expired', String(now - 300_001), sign(String(now - 300_001))],
    ['expired', String(now + 300_001), sign(String(now + 300_001))],
    ['mismatch', String(now), sign(String(now), 'other')],
  ])('%s: %s / %s', (reason, timestamp, signature) => {
    expect(verifySignature('k', timestamp, signature, now)).toMatchObject({ ok: false, reason });
  });

  it('accepts exactly 300 s either way', () => {
    for (const timestamp of [String(now - 300_000), String(now + 300_000)]) {
      expect(verifySignature('k', timestamp, sign(timestamp), now)).toEqual({ ok: true });
    }
  });
});
