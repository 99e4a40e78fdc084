/**
 * SHA-256 (FIPS 180-4) computed synchronously, for the ALTCHA proof of work: WebCrypto's
 * `crypto.subtle.digest` answers one promise per hash, and tens of thousands of those per
 * challenge cost seconds on a slow phone. Checked against the FIPS test vectors and node:crypto.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const w = new Uint32Array(64);
/** The padded message of short inputs (up to 4 blocks), reused so hashing allocates nothing. */
const shortMessage = new Uint32Array(64);

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

/** Mixes the 64-byte block of `words` starting at `offset` into `state`. */
function compress(state: Uint32Array, words: Uint32Array, offset: number): void {
  for (let i = 0; i < 16; i++) w[i] = words[offset + i]!;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = state[0]! + a;
  state[1] = state[1]! + b;
  state[2] = state[2]! + c;
  state[3] = state[3]! + d;
  state[4] = state[4]! + e;
  state[5] = state[5]! + f;
  state[6] = state[6]! + g;
  state[7] = state[7]! + h;
}

/** The digest of `bytes` as eight big-endian 32-bit words (written into `out`, which is returned). */
export function sha256Words(bytes: Uint8Array, out: Uint32Array = new Uint32Array(8)): Uint32Array {
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const words = blocks <= 4 ? shortMessage.fill(0, 0, blocks * 16) : new Uint32Array(blocks * 16);
  for (let i = 0; i < bytes.length; i++) words[i >> 2]! |= bytes[i]! << (24 - (i & 3) * 8);
  words[bytes.length >> 2]! |= 0x80 << (24 - (bytes.length & 3) * 8);
  const bits = bytes.length * 8;
  words[blocks * 16 - 2] = Math.floor(bits / 0x100000000);
  words[blocks * 16 - 1] = bits >>> 0;
  out.set(INITIAL);
  for (let block = 0; block < blocks; block++) compress(out, words, block * 16);
  return out;
}

/** Eight big-endian words as 64 lowercase hex digits. */
export function wordsToHex(words: Uint32Array): string {
  let hex = '';
  for (const word of words) hex += word.toString(16).padStart(8, '0');
  return hex;
}

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  return wordsToHex(sha256Words(new TextEncoder().encode(text)));
}
