import { closeSync, fstatSync, openSync, readFileSync, statSync, type BigIntStats } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * How long before a read a change makes a file's signature untrustworthy. File systems stamp a
 * change with a coarse clock (one tick is 1 to 10 ms on Linux): a file changed in the tick it was
 * read may change again, same size, in that same tick and keep its change time. Such a "racily
 * clean" file (git's term) gets no signature and is checked by its bytes. A change time on a
 * whole second is taken for a file system that keeps whole or even seconds (FAT, some network
 * file systems): there the window is `coarseRacyMs`. The pages of a build settle 150 ms before
 * they are read, so nearly every page has one.
 */
export const racyMs = 100;
export const coarseRacyMs = 2000;

/** `dev:ino:size:ctime:mtime` of `stats`, in nanoseconds. */
function signatureOf(stats: BigIntStats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.ctimeNs}:${stats.mtimeNs}`;
}

/**
 * What identifies the bytes `stats` describes without reading them again: the file's device,
 * inode, size, change time and modification time. Any write changes the change time (which no
 * program can set back, unlike the modification time), and a file replaced by a rename has
 * another inode. `startedMs` is `Date.now()` taken before `stats` was: undefined when the file
 * changed less than `racy` milliseconds (default `racyMs`) before that, or `coarseRacyMs` on a
 * file system that keeps whole seconds.
 */
export function fileSignature(stats: BigIntStats, startedMs: number, racy = racyMs): string | undefined {
  const window = stats.ctimeNs % 1_000_000_000n === 0n ? Math.max(racy, coarseRacyMs) : racy;
  if (Number(stats.ctimeNs / 1_000_000n) > startedMs - window) return undefined;
  return signatureOf(stats);
}

/** The signature `file` has now, for comparison with one `fileSignature` made (undefined: gone). */
export function currentSignature(file: string): string | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats && signatureOf(stats);
}

/** A file's bytes and its signature (undefined when racy). */
export interface SignedRead {
  body: Buffer;
  signature: string | undefined;
}

/**
 * Reads `file` with its signature, taken from the same open file before the bytes: a write
 * between the two leaves a signature the file no longer has, so its work falls back to the hash.
 */
export function readSignedSync(file: string, racy?: number): SignedRead {
  const started = Date.now();
  const fd = openSync(file, 'r');
  try {
    const signature = fileSignature(fstatSync(fd, { bigint: true }), started, racy);
    return { body: readFileSync(fd), signature };
  } finally {
    closeSync(fd);
  }
}

/** `readSignedSync` on the thread pool. */
export async function readSigned(file: string, racy?: number): Promise<SignedRead> {
  const started = Date.now();
  const handle = await open(file, 'r');
  try {
    const signature = fileSignature(await handle.stat({ bigint: true }), started, racy);
    return { body: await handle.readFile(), signature };
  } finally {
    await handle.close();
  }
}
