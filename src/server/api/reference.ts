import { randomFillSync } from 'node:crypto';

/** Digits and capitals without the look-alikes 0/O, 1/I/L. 31 characters. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A human-readable submission reference such as `VEL-7K3Q-9D2F`: 8 random characters from a
 * 31-character alphabet (about 8.5e11 values), so a visitor can read it out on the phone.
 */
export function createReference(prefix = 'VEL'): string {
  let out = '';
  while (out.length < 8) {
    const byte = nextRandomByte();
    // Bytes past the largest multiple of 31 are skipped, so every character is equally likely.
    if (byte < LIMIT) out += ALPHABET[byte % ALPHABET.length];
  }
  return `${prefix}-${out.slice(0, 4)}-${out.slice(4)}`;
}

/** Random bytes drawn from a pool refilled 4 KB at a time (one system call per ~450 references). */
const pool = new Uint8Array(4096);
let poolIndex = pool.length;

function nextRandomByte(): number {
  if (poolIndex === pool.length) {
    randomFillSync(pool);
    poolIndex = 0;
  }
  return pool[poolIndex++]!;
}

/** True for strings shaped like a reference. */
export function isReference(value: string): boolean {
  return new RegExp(`^[A-Z]{3}-[${ALPHABET}]{4}-[${ALPHABET}]{4}$`).test(value);
}
