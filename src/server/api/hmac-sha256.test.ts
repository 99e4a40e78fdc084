import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, sameText } from './hmac-sha256.ts';

const reference = (key: string, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('base64');

describe('createHmacSha256', () => {
  it.each([
    ['an empty key', ''],
    ['the default signing key', 'velora-public-signing-key'],
    ['a key of exactly one block', 'k'.repeat(64)],
    ['a key one byte over a block (hashed first)', 'k'.repeat(65)],
    ['a long key', 'secret-'.repeat(40)],
    ['a key outside ASCII', 'clé-schlüssel-🔑'],
  ])('equals createHmac for %s', (_name, key) => {
    const sign = createHmacSha256(key);
    for (const message of ['', '0', '1767225600000', '9'.repeat(16), 'é'.repeat(100), '🔑 x']) {
      expect(sign(message), message).toBe(reference(key, message));
    }
  });

  it('gives the same digest for a message after a longer one (the buffer kept between calls)', () => {
    const sign = createHmacSha256('velora-public-signing-key');
    const short = sign('1767225600000');
    expect(sign('x'.repeat(5000))).toBe(reference('velora-public-signing-key', 'x'.repeat(5000)));
    expect(sign('1767225600000')).toBe(short);
    expect(sign('17')).toBe(reference('velora-public-signing-key', '17'));
  });

  it('equals createHmac for any key and any sequence of messages', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(fc.string({ unit: 'binary', maxLength: 300 })),
        (key, messages) => {
          const sign = createHmacSha256(key);
          for (const message of messages) expect(sign(message)).toBe(reference(key, message));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sameText', () => {
  it('is true only for the same text', () => {
    expect(sameText('abc=', 'abc=')).toBe(true);
    expect(sameText('', '')).toBe(true);
    expect(sameText('abd=', 'abc=')).toBe(false);
    expect(sameText('bbc=', 'abc=')).toBe(false);
    expect(sameText('abc', 'abc=')).toBe(false);
    expect(sameText('abc==', 'abc=')).toBe(false);
    expect(sameText('', 'a')).toBe(false);
  });
});
