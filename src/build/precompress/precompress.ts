import { availableParallelism } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import type { PreviousBuild } from '../reuse/previous-build.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images, fonts, video and PDFs are compressed already). */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.xml',
  '.rss',
  '.atom',
  '.svg',
  '.txt',
  '.ics',
  '.webmanifest',
  '.wasm',
]);

/**
 * Smallest file compressed. Small files still halve: the build's scripts, styles and flags of 256
 * bytes to 1 KB come out of brotli 45 to 55 % smaller (167 to 378 bytes a file, against the 22 of
 * the `Content-Encoding` header the compressed answer adds), and a form's modal fetches five to
 * ten such scripts. Below 256 bytes the saving falls to a few dozen bytes.
 */
export const minimumSize = 256;

export interface PrecompressOptions {
  /**
   * Brotli quality for HTML pages. Shared files (scripts, styles, feeds) get the maximum, 11,
   * up to `largeFileBytes`. Pages are many (10,000 in the build benchmark): quality 11 takes about
   * 40 times as long as 5 for files about 10 % smaller, and 5 is within 1 % of 6 at 80 % of its
   * time. Default 5.
   */
  htmlBrotliQuality?: number;
  /**
   * Gzip level for HTML pages (shared files always get 9). Gzip only serves clients without
   * brotli; on the pages 6 is within 0.2 % of 9 in size at about 70 % of its time. Default 6.
   */
  htmlGzipLevel?: number;
  /** Files handled at once; default 16 (or twice the CPUs, when more). */
  concurrency?: number;
  /** The live build: a file with the same bytes there gets its variants linked, not recompressed. */
  previous?: PreviousBuild | undefined;
  /** Variants already written during the build, kept when their file did not change since. */
  early?: EarlyVariants | undefined;
}

export interface PrecompressResult {
  files: number;
  /** Bytes of the originals, and of the best variant of each (the original when nothing was smaller). */
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Whether a file name is one to precompress: a text format, and not itself a compressed variant. */
export function isCompressibleFile(name: string): boolean {
  return compressibleExtensions.has(extname(name).toLowerCase());
}

export interface Levels {
  htmlBrotli: number;
  htmlGzip: number;
}

export const defaultLevels: Levels = { htmlBrotli: 5, htmlGzip: 6 };

/** Bytes of a file and of its variants (the file's own size for a variant not written). */
export interface VariantSizes {
  original: number;
  br: number;
  gz: number;
}

/** Variants written while the pages were being rendered (see src/build/early/). */
export interface EarlyVariants {
  /** The sizes when the variants beside `file` were made from the bytes the file holds. */
  lookup(file: string): VariantSizes | undefined;
}

const variantSuffixes = ['.br', '.gz'] as const;

/** The variants of an unchanged file, taken from the previous build; undefined when it has none. */
async function reuseVariants(
  previous: PreviousBuild,
  file: string,
  relativeName: string,
  original: number,
): Promise<VariantSizes> {
  const sizes = { original, br: original, gz: original };
  for (const suffix of variantSuffixes) {
    if (!(await previous.reuse(relativeName + suffix, file + suffix))) continue;
    sizes[suffix === '.br' ? 'br' : 'gz'] = (await stat(file + suffix)).size;
  }
  return sizes;
}

/**
 * Above this size a shared file gets brotli 9, not 11: quality 11 spends about a second per
 * megabyte. The 10,000-story sitemap (7.2 MB) took 8.8 s at 11 for 32 KB, 0.18 s at 9 for 44 KB,
 * and was the last thing the build waited for. Scripts and styles stay well below it.
 */
export const largeFileBytes = 1_000_000;

/** Brotli quality of a file that is not an HTML page: the maximum, except for a large one. */
function sharedBrotliQuality(bytes: number): number {
  return bytes > largeFileBytes ? 9 : constants.BROTLI_MAX_QUALITY;
}

/** Brotli and gzip settings of `file` (`bytes` long): pages at `levels`, shared files at the most. */
function variantOptions(file: string, bytes: number, levels: Levels) {
  const isHtml = extname(file).toLowerCase() === '.html';
  return {
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: isHtml ? levels.htmlBrotli : sharedBrotliQuality(bytes),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    },
    gzip: { level: isHtml ? levels.htmlGzip : constants.Z_BEST_COMPRESSION },
  };
}

/** The sizes of the variants made of `body`: each one's own when smaller, else the body's. */
function sizesOf(body: Buffer, br: Buffer, gz: Buffer): VariantSizes {
  return {
    original: body.length,
    br: Math.min(br.length, body.length),
    gz: Math.min(gz.length, body.length),
  };
}

/** Writes the variants of `file` from its `body`; a variant that is not smaller is removed. */
export async function writeVariants(file: string, body: Buffer, levels: Levels): Promise<VariantSizes> {
  const options = variantOptions(file, body.length, levels);
  const [br, gz] = await Promise.all([brotli(body, options.brotli), gzipAsync(body, options.gzip)]);
  // A variant that is not smaller would only cost the server a file lookup.
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }),
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }),
  ]);
  return sizesOf(body, br, gz);
}

/**
 * `writeVariants` in the calling thread, for a worker thread (src/build/early/page-worker.ts):
 * zlib and the file system without a round trip through the thread pool.
 */
export function writeVariantsSync(file: string, body: Buffer, levels: Levels): VariantSizes {
  const options = variantOptions(file, body.length, levels);
  const br = brotliCompressSync(body, options.brotli);
  const gz = gzipSync(body, options.gzip);
  for (const [variant, bytes] of [
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ] as const) {
    if (bytes.length < body.length) writeFileSync(variant, bytes);
    else rmSync(variant, { force: true });
  }
  return sizesOf(body, br, gz);
}

async function precompressFile(root: string, file: string, levels: Levels, options: PrecompressOptions) {
  // Variants made while rendering, for the bytes on disk: the page need not be read again.
  const early = options.early?.lookup(file);
  if (early) return early;
  const body = await readFile(file);
  if (body.length < minimumSize) return undefined;
  const relativeName = relative(root, file);
  if (options.previous && (await options.previous.isUnchanged(relativeName, body)))
    return reuseVariants(options.previous, file, relativeName, body.length);
  return writeVariants(file, body, levels);
}

/**
 * Files handled at once. Most files of a rebuild are not compressed at all, only compared with
 * the live build and linked to its variants: file system round trips, which want many in flight
 * (with two, 11,757 unchanged files took 10 s). zlib's thread pool (four threads) still bounds
 * the compressions running at once; sixteen pages waiting for it hold under a megabyte.
 */
const defaultConcurrency = () => Math.max(16, availableParallelism() * 2);

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip) beside every compressible file of at least
 * `minimumSize` bytes under `root`, each only when smaller than the file; a file unchanged since the
 * previous build gets that build's variants. zlib works on its thread
 * pool, so a bounded number of files in flight keeps every core busy without holding the whole
 * site in memory.
 */
export async function precompressDirectory(
  root: string,
  options: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressibleFile(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const levels = {
    htmlBrotli: options.htmlBrotliQuality ?? defaultLevels.htmlBrotli,
    htmlGzip: options.htmlGzipLevel ?? defaultLevels.htmlGzip,
  };
  const sizes = await mapWithConcurrency(files, options.concurrency ?? defaultConcurrency(), (file) =>
    precompressFile(root, file, levels, options),
  );
  const result: PrecompressResult = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const size of sizes) {
    if (!size) continue;
    result.files += 1;
    result.originalBytes += size.original;
    result.brotliBytes += size.br;
    result.gzipBytes += size.gz;
  }
  return result;
}
