import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto on every length around the block boundaries and on UTF-8 text', () => {
    for (let length = 0; length <= 200; length++) {
      const text = Array.from({ length }, (_, index) =>
        String.fromCharCode(97 + ((index * 7 + length) % 26)),
      ).join('');
      expect(sha256Hex(text), `length ${length}`).toBe(createHash('sha256').update(text).digest('hex'));
    }
    const salt = 'b1f4c2?expires=1767225600&Grüezi€';
    for (let number = 0; number < 300; number++)
      expect(sha256Hex(`${salt}${number}`)).toBe(
        createHash('sha256').update(`${salt}${number}`).digest('hex'),
      );
  });
});
