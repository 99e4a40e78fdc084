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

  it('refuses another spelling of the right bytes: base64 is compared in its canonical form', () => {
    const timestamp = String(now);
    const canonical = sign(timestamp);
    // 32 bytes fill 42 characters and 4 bits of the 43rd, whose 2 low bits are unused (0 when
    // canonical): setting one spells the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const index = alphabet.indexOf(canonical[42]!);
    const other = `${canonical.slice(0, 42)}${alphabet[index | 1]}=`;
    expect(Buffer.from(other, 'base64')).toEqual(Buffer.from(canonical, 'base64'));
    expect(verifySignature('k', timestamp, canonical, now)).toEqual({ ok: true });
    expect(verifySignature('k', timestamp, other, now)).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('accepts exactly 300 s either way', () => {
    for (const timestamp of [String(now - 300_000), String(now + 300_000)]) {
      expect(verifySignature('k', timestamp, sign(timestamp), now)).toEqual({ ok: true });
    }
  });
});
