import { mkdtempSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BigIntStats } from 'node:fs';
import { untilChangeClockPasses } from './file-clock-test-support.ts';
import { coarseRacyMs, currentSignature, fileSignature, racyMs } from './file-signature.ts';

const tempFile = (body: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'velora-signature-')), 'page.html');
  writeFileSync(file, body);
  return file;
};
/** The file's signature as if it had been read well after its last change. */
const signed = (file: string) => fileSignature(statSync(file, { bigint: true }), Date.now(), 0);

describe('fileSignature', () => {
  it('is the signature the unchanged file has later', () => {
    const file = tempFile('<p>a</p>');
    const signature = signed(file);
    expect(signature).toMatch(/^\d+:\d+:8:\d+:\d+$/);
    expect(currentSignature(file)).toBe(signature);
  });

  it('gives none for a file changed less than racyMs before it was read', () => {
    const file = tempFile('<p>a</p>');
    const stats = statSync(file, { bigint: true });
    expect(fileSignature(stats, Date.now())).toBeUndefined();
    expect(fileSignature(stats, Date.now() + coarseRacyMs + 1000)).toBe(signed(file));
  });

  it('waits coarseRacyMs for a change time on a whole second (a file system that keeps seconds)', () => {
    const second = 1_780_000_000_000; // ms
    const stats = (ctimeMs: number) =>
      ({ dev: 1n, ino: 2n, size: 3n, mtimeNs: 4n, ctimeNs: BigInt(ctimeMs) * 1_000_000n }) as BigIntStats;
    expect(fileSignature(stats(second), second + racyMs + 500)).toBeUndefined();
    expect(fileSignature(stats(second), second + coarseRacyMs + 1)).toBe(`1:2:3:${second}000000:4`);
    expect(fileSignature(stats(second + 7), second + 7 + racyMs + 500)).toBe(`1:2:3:${second + 7}000000:4`);
  });

  it('changes when the bytes change with the same size and the modification time set back', async () => {
    const file = tempFile('<p>a</p>');
    const then = new Date('2026-01-01T00:00:00Z'); // whole milliseconds: utimes can set it again
    utimesSync(file, then, then);
    const signature = signed(file);
    await untilChangeClockPasses(file);
    writeFileSync(file, '<p>b</p>');
    utimesSync(file, then, then);
    expect(statSync(file, { bigint: true }).mtimeNs).toBe(BigInt(then.getTime()) * 1_000_000n);
    expect(currentSignature(file)).not.toBe(signature);
  });

  it('changes when another file is renamed over it, and is undefined once it is gone', () => {
    const file = tempFile('<p>a</p>');
    const signature = signed(file);
    const other = `${file}.new`;
    writeFileSync(other, '<p>a</p>');
    renameSync(other, file);
    expect(currentSignature(file)).not.toBe(signature);
    expect(currentSignature(`${file}.gone`)).toBeUndefined();
  });
});
