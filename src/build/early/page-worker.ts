/**
 * Worker thread of early-work.ts. It watches the client folder itself, and for each page Astro
 * writes there, once the page has had no write for a moment, it reads the page once and makes its
 * Content-Security-Policy (when asked for policies) and its brotli and gzip variants (unless the
 * previous build has the same bytes), zlib's sync calls in this thread: on zlib's thread pool the
 * compressions queued beside Astro's own file writes, and rendering 10,000 stories took 39 s in a
 * run where it takes 15 to 26 s this way. Pages are handled one per turn, in the order they settled.
 * `drain` (the renderer is done): it handles the pages still settling or waiting, answers all it
 * made in one message and ends, so its memory is free before the search index is built. `finish`
 * (the build's last step): it stops at once, drops the pages not reached and answers.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildPageCsp, type CspOptions } from '../headers/page-csp.ts';
import {
  defaultLevels,
  minimumSize,
  writeVariantsSync,
  type VariantSizes,
} from '../precompress/precompress.ts';
import { contentHash } from '../reuse/content-hash.ts';
import { readSignedSync } from '../reuse/file-signature.ts';
import { watchSettledPages } from './watch-pages.ts';

export interface PageWorkerData {
  root: string;
  /** Policies are made with these options; none when absent. */
  csp?: CspOptions | undefined;
  /** The live build's client folder: a page with the same bytes there is not compressed. */
  previousRoot?: string | undefined;
  /** Post `{ made: file }` after each page (tests wait for it). */
  report?: boolean;
  /** How recent a change leaves a page without a signature (default `racyMs`). */
  racyMs?: number | undefined;
}

/** What was made of one page, for the exact bytes whose SHA-256 is `sha`. */
export interface PageWork {
  file: string;
  sha: string;
  /** The page's `fileSignature` when read (none when it had just changed): checked without reading. */
  signature?: string;
  policy?: string;
  sizes?: VariantSizes;
}

export type PageWorkerMessage = { made: string } | { done: PageWork[] };
export type PageWorkerCommand = 'drain' | 'finish';

/** Quiet time after the last write to a page before it is read. */
const settleMs = 150;

const { root, csp, previousRoot, report, racyMs } = workerData as PageWorkerData;
const made = new Map<string, PageWork>();
/** Settled pages not handled yet, oldest first (a page settled again goes to the end). */
const waiting = new Set<string>();
let scheduled = false;
let draining = false;
let answered = false;

function unchangedSincePrevious(file: string, body: Buffer): boolean {
  if (!previousRoot) return false;
  try {
    return readFileSync(join(previousRoot, relative(root, file))).equals(body);
  } catch {
    return false;
  }
}

function handle(file: string): void {
  try {
    const { body, signature } = readSignedSync(file, racyMs);
    const work: PageWork = { file, sha: contentHash(body) };
    if (signature !== undefined) work.signature = signature;
    if (csp) work.policy = buildPageCsp(body.toString('utf8'), csp);
    // A page unchanged since the previous build: the final pass links that build's variants.
    if (body.length >= minimumSize && !unchangedSincePrevious(file, body))
      work.sizes = writeVariantsSync(file, body, defaultLevels);
    made.set(file, work);
    if (report) parentPort?.postMessage({ made: file } satisfies PageWorkerMessage);
  } catch {
    made.delete(file); // the final pass does this page
  }
}

/** Answers once with everything made, and lets the thread end. */
function answer(): void {
  if (answered) return;
  answered = true;
  watcher.close();
  waiting.clear();
  parentPort?.postMessage({ done: [...made.values()] } satisfies PageWorkerMessage);
  parentPort?.close();
}

function next(): void {
  scheduled = false;
  const file = waiting.values().next().value;
  if (file !== undefined) {
    waiting.delete(file);
    handle(file);
  }
  if (drained()) answer();
  else schedule();
}

/** Told to drain, with no page left waiting or settling. */
function drained(): boolean {
  return draining && waiting.size === 0 && watcher.settling === 0;
}

/** A turn for the next page, or for the answer once drained; a page settling schedules again. */
function schedule(): void {
  if (scheduled || answered || (waiting.size === 0 && !drained())) return;
  scheduled = true;
  setImmediate(next);
}

const watcher = watchSettledPages(
  root,
  (file) => {
    made.delete(file);
    waiting.delete(file);
    waiting.add(file);
    schedule();
  },
  settleMs,
);

parentPort?.on('message', (command: PageWorkerCommand) => {
  if (command === 'finish') answer();
  else {
    draining = true;
    schedule();
  }
});
