import { existsSync } from 'node:fs';
import { copyFile, link, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The build that is live while a new one is made (the publish webhook's rebuilds): a page whose
 * bytes did not change keeps the work done for it then (its compressed variants and its
 * Content-Security-Policy), so a rebuild after one story changed compresses and parses only what
 * changed. Files are compared byte for byte, never by date or size.
 */
export interface PreviousBuild {
  /** The previous build's client folder. */
  root: string;
  /** Whether the previous build has `file` (relative to the client folder) with exactly `body`. */
  isUnchanged(file: string, body: Buffer): Promise<boolean>;
  /** Gives `target` the previous build's `file` (a hard link, or a copy across file systems). */
  reuse(file: string, target: string): Promise<boolean>;
}

/** The previous build in `previousRoot`, when there is one and it is not the build being made. */
export function openPreviousBuild(previousRoot: string | undefined, root: string): PreviousBuild | undefined {
  if (!previousRoot || resolve(previousRoot) === resolve(root)) return undefined;
  if (!existsSync(join(previousRoot, 'index.html'))) return undefined;
  return {
    root: previousRoot,
    async isUnchanged(file, body) {
      try {
        return (await readFile(join(previousRoot, file))).equals(body);
      } catch {
        return false;
      }
    },
    async reuse(file, target) {
      const source = join(previousRoot, file);
      if (!existsSync(source)) return false;
      try {
        await link(source, target);
      } catch {
        await copyFile(source, target);
      }
      return true;
    },
  };
}
