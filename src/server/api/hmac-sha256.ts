import { createHash, hash } from 'node:crypto';

/** SHA-256's block size in bytes (RFC 2104's B). */
const BLOCK_BYTES = 64;
/** Room for the message behind the inner pad; a longer message grows it. */
const INITIAL_MESSAGE_BYTES = 64;

/**
 * HMAC-SHA256 (RFC 2104) with one key, as base64 text: equal to
 * `createHmac('sha256', key).update(message).digest('base64')`.
 *
 * Built for the signature check every API request makes (a flood of bad signatures included).
 * The padded key blocks are made once, each message is written behind the inner one in a buffer
 * kept for the next call, and both hashes are one-shot `crypto.hash` calls whose digests come
 * back as strings: no hash object and no buffer is made per call. `createHmac` set the key up
 * again and made a hash object and two buffers per request, and cost the server about 15 µs of
 * CPU more per refused request under load (README.md, Benchmarks, bench/submissions.mjs).
 * `crypto.hash` is a release candidate (stability 1.2) in the Node 24 the project pins, and stable
 * in Node 26; the tests check every digest against `createHmac`.
 */
export function createHmacSha256(key: string): (message: string) => string {
  let keyBytes = Buffer.from(key, 'utf8');
  // A key longer than a block is replaced by its digest (RFC 2104, section 2).
  if (keyBytes.length > BLOCK_BYTES) keyBytes = createHash('sha256').update(keyBytes).digest();
  let inner = Buffer.alloc(BLOCK_BYTES + INITIAL_MESSAGE_BYTES, 0x36);
  const outer = Buffer.alloc(BLOCK_BYTES + 32, 0x5c);
  for (let index = 0; index < keyBytes.length; index += 1) {
    inner[index]! ^= keyBytes[index]!;
    outer[index]! ^= keyBytes[index]!;
  }
  return (message) => {
    const length = Buffer.byteLength(message, 'utf8');
    if (BLOCK_BYTES + length > inner.length) {
      const grown = Buffer.alloc(BLOCK_BYTES + length);
      inner.copy(grown, 0, 0, BLOCK_BYTES);
      inner = grown;
    }
    inner.write(message, BLOCK_BYTES, 'utf8');
    // The inner digest as 'binary' (latin1) text is its 32 bytes one character each, written back
    // as the same bytes.
    outer.write(hash('sha256', inner.subarray(0, BLOCK_BYTES + length), 'binary'), BLOCK_BYTES, 'binary');
    return hash('sha256', outer, 'base64');
  };
}

/**
 * Whether two strings are equal, looking at every character whatever the first difference (no
 * early exit that would tell, by its time, how much of a guess was right). The signing key ships
 * in the site's JavaScript (the signature is computed client-side, SPEC section 6), so a guess
 * teaches nothing the key would not; the check is constant time all the same, as
 * `timingSafeEqual` was.
 */
export function sameText(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
