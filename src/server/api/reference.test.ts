import { describe, expect, it } from 'vitest';
import { createReference, isReference } from './reference.ts';

describe('createReference', () => {
  it('gives VEL-XXXX-XXXX without look-alike characters', () => {
    for (let index = 0; index < 2000; index += 1) {
      const reference = createReference();
      expect(isReference(reference)).toBe(true);
      expect(reference.slice(4)).not.toMatch(/[01OIL]/);
    }
  });

  it('uses every character of the alphabet about equally', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 5000; index += 1) {
      for (const character of createReference().replaceAll('-', '').slice(3))
        counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    const expected = 40_000 / 31;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });

  it('does not repeat', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => createReference()));
    expect(seen.size).toBe(10_000);
  });
});
