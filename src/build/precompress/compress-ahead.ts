import { availableParallelism } from 'node:os';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { currentSignature, readSigned } from '../reuse/file-signature.ts';
import {
  defaultLevels,
  isCompressibleFile,
  minimumSize,
  writeVariants,
  type EarlyVariants,
  type VariantSizes,
} from './precompress.ts';

/** Variants made ahead of the build's last step, to be checked against the files then. */
export interface CompressedAhead {
  /**
   * Removes the variants of every file changed or gone since it was compressed, and answers the
   * others' (the build's last step: nothing may write a file after that).
   */
  verify(): Promise<EarlyVariants>;
}

interface Made {
  signature: string;
  sizes: VariantSizes;
}

/**
 * Compresses the files already under `root` that are not pages (the page worker does those,
 * src/build/early/): the scripts and styles, the feeds, the modal data. Started once every page
 * is written, it runs on zlib's thread pool while the sitemap is made on the main thread and
 * Pagefind indexes in its own process, where the build's last step spent about a second of
 * brotli 11 with nothing else to do. Its variants are kept only for files unchanged since (same
 * signature): a file written again or deleted since loses them, and a file that had just changed
 * when read is left to the last step. Never rejects: a file it cannot do is left too.
 */
export async function compressAhead(
  root: string,
  options: { /** `fileSignature`'s window (tests). */ racyMs?: number } = {},
): Promise<CompressedAhead> {
  const made = new Map<string, Made>();
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && isCompressibleFile(entry.name) && !entry.name.endsWith('.html'))
      .map((entry) => join(entry.parentPath, entry.name));
    await mapWithConcurrency(files, Math.max(4, availableParallelism()), async (file) => {
      try {
        const { body, signature } = await readSigned(file, options.racyMs);
        if (signature === undefined || body.length < minimumSize) return;
        made.set(file, { signature, sizes: await writeVariants(file, body, defaultLevels) });
      } catch {
        // Gone or unreadable: the last step decides.
      }
    });
  } catch {
    // The folder could not be listed: the last step does every file.
  }
  return {
    async verify() {
      const stale = [...made.keys()].filter((file) => currentSignature(file) !== made.get(file)!.signature);
      for (const file of stale) made.delete(file);
      await Promise.all(
        stale.flatMap((file) => [rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]),
      );
      return { lookup: (file) => made.get(file)?.sizes };
    },
  };
}
