import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { contentHash } from '../reuse/content-hash.ts';
import type { PreviousBuild } from '../reuse/previous-build.ts';
import {
  defaultLevels,
  minimumSize,
  writeVariants,
  type EarlyVariants,
  type VariantSizes,
} from './precompress.ts';
import { watchSettledPages } from './watch-pages.ts';

/** Quiet time after the last write to a page before it is compressed. */
const settleMs = 150;
/** Pages compressed at once: zlib's thread pool uses the cores the renderer leaves idle. */
const inFlightLimit = 2;

export interface EarlyPrecompress {
  /** Stops watching, waits for the compressions in flight and answers what they wrote. */
  finish(): Promise<EarlyVariants>;
}

/**
 * Compresses the HTML pages under `root` as the renderer writes them, so zlib works on the core
 * the single-threaded renderer leaves idle instead of after it. Nothing is trusted blindly: each
 * result records the SHA-256 of the bytes it was made from, and the final pass (precompress.ts)
 * keeps it only for a page whose bytes still match; any other page is compressed then. A page
 * unchanged since `previous` is left to the final pass, which links that build's variants.
 */
export function startEarlyPrecompress(root: string, previous?: PreviousBuild): EarlyPrecompress {
  const done = new Map<string, { sha: string; sizes: VariantSizes }>();
  const queue: string[] = [];
  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function compress(file: string): Promise<void> {
    try {
      const body = await readFile(file);
      if (body.length < minimumSize) return;
      // Unchanged since the previous build: the final pass links that build's variants.
      if (previous && (await previous.isUnchanged(relative(root, file), body))) return;
      done.set(file, { sha: contentHash(body), sizes: await writeVariants(file, body, defaultLevels) });
    } catch {
      done.delete(file); // the final pass compresses it
    }
  }

  function pump(): void {
    while (!stopped && running.size < inFlightLimit && queue.length > 0) {
      const file = queue.shift() as string;
      if (busy.has(file)) continue;
      busy.add(file);
      const task = compress(file).finally(() => {
        busy.delete(file);
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  const watcher = watchSettledPages(
    root,
    (file) => {
      done.delete(file);
      queue.push(file);
      pump();
    },
    settleMs,
  );

  return {
    async finish() {
      stopped = true;
      watcher.close();
      while (running.size > 0) await Promise.all(running);
      return {
        lookup(file, body) {
          const entry = done.get(file);
          return entry && entry.sha === contentHash(body) ? entry.sizes : undefined;
        },
      };
    },
  };
}
