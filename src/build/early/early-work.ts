import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { CspOptions } from '../headers/page-csp.ts';
import type { EarlyVariants } from '../precompress/precompress.ts';
import { contentHash } from '../reuse/content-hash.ts';
import { currentSignature } from '../reuse/file-signature.ts';
import type { PageWork, PageWorkerCommand, PageWorkerData, PageWorkerMessage } from './page-worker.ts';

/** Policies made while the site rendered, each for the exact bytes `file` holds now. */
export interface EarlyPolicies {
  /** The options every policy was made with. */
  options: CspOptions;
  /** The policy of `file` (absolute path) when it was made from the bytes the file holds. */
  lookup(file: string): string | undefined;
  /** How many lookups found a policy. */
  readonly found: number;
}

export interface EarlyWork {
  /**
   * The renderer is done: the worker handles the pages written so far, then ends (its memory is
   * free for what the build does next). Settles once it has answered; nothing needs to wait.
   */
  drain(): Promise<void>;
  /**
   * Stops the work if it has not ended, drops the pages not reached yet and answers what was made
   * for the bytes each page holds now: a page's work is kept only when its file is unchanged since
   * the worker read it (same signature, or same SHA-256). Nothing may write a page after that (the
   * build's last step).
   */
  finish(): Promise<{ policies?: EarlyPolicies; variants: EarlyVariants }>;
}

export interface EarlyWorkOptions {
  /** Make each page's Content-Security-Policy with these options (none when absent). */
  csp?: CspOptions | undefined;
  /** The live build's client folder: its unchanged pages are left to the final pass to link. */
  previousRoot?: string | undefined;
  /** Hears of each page done (tests). */
  onMade?: (file: string) => void;
  /** The worker's script (tests give a failing one). */
  workerUrl?: URL;
  /** `racyMs` of the pages' signatures (`file-signature.ts`; tests give 0). */
  racyMs?: number;
}

/**
 * Does the work of each HTML page under `root` as the renderer writes it, in a worker thread that
 * watches the folder itself (page-worker.ts): its Content-Security-Policy and its brotli and gzip
 * variants. The renderer's thread does nothing per page for it: done from this thread, the
 * watching, reading, compressing and writing of 11,656 pages, and one message per page to the
 * policy worker, took a third of its time, each wake-up of another thread a chance for the two
 * cores' other work to push it aside. Nothing is trusted blindly: `finish` keeps a page's work
 * only when the page is unchanged since it was read (`verifyWork`); the final pass does any other
 * page, or every page when the worker fails, and reads no page twice to check it.
 */
export function startEarlyWork(root: string, options: EarlyWorkOptions = {}): EarlyWork {
  const data: PageWorkerData = {
    root,
    csp: options.csp,
    previousRoot: options.previousRoot,
    report: options.onMade !== undefined,
    racyMs: options.racyMs,
  };
  const worker = new Worker(options.workerUrl ?? new URL('./page-worker.ts', import.meta.url), {
    workerData: data,
    // Each page it reads is garbage once handled: a small young generation collects it often and
    // cheaply. With V8's default, the worker's heap grew the build by about 80 MB for nothing.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  let failed = false;
  let answered = false;
  let work: PageWork[] = [];
  const send = (command: PageWorkerCommand) => {
    if (!failed && !answered) worker.postMessage(command);
  };
  let endWork = () => {};
  const ended = new Promise<void>((resolve) => (endWork = resolve));
  worker.once('error', () => {
    failed = true;
    endWork();
  });
  worker.once('exit', () => endWork());
  worker.on('message', (message: PageWorkerMessage) => {
    if ('made' in message) options.onMade?.(message.made);
    else {
      answered = true;
      work = message.done;
      endWork();
    }
  });
  // While the site renders, the worker alone never keeps the process alive (a build that fails
  // ends at once); `finish` holds it again while it waits for the worker's answer.
  worker.unref();

  return {
    drain() {
      // The pages written so far are the build's to finish: the worker keeps the process alive
      // until it has answered (unreferenced, a build with nothing else pending ended there, exit
      // code 0, with no sitemap, search index or _headers).
      worker.ref();
      send('drain');
      return ended;
    },
    async finish() {
      worker.ref();
      send('finish');
      await ended;
      await worker.terminate();
      const verified = verifyWork(work);
      let found = 0;
      const csp = options.csp;
      return {
        variants: { lookup: (file) => verified.get(file)?.sizes },
        ...(csp && {
          policies: {
            options: csp,
            lookup(file) {
              const policy = verified.get(file)?.policy;
              if (policy !== undefined) found += 1;
              return policy;
            },
            get found() {
              return found;
            },
          },
        }),
      };
    },
  };
}

/**
 * The work done on each page whose bytes on disk are still those it was made from, by file. A
 * page whose signature (`file-signature.ts`: device, inode, size, change and modification times,
 * taken from the open file the worker read) is unchanged is not read: reading and hashing all
 * 11,656 pages of the build benchmark took 1.2 to 1.7 s at the build's end, with both cores
 * otherwise idle; their `stat`s take a few dozen milliseconds in all. A page without one (it had
 * just changed when read) or with another (written since) is read and kept when its SHA-256
 * still matches. The pages were just written, so they are read from the page cache: one thread
 * reading them in turn beat sixteen reads in flight on the thread pool, whose hand-offs cost more
 * than the reads. It holds the event loop meanwhile, which nothing needs then: `finish` is the
 * build's last step, and waits for this before anything else.
 */
export function verifyWork(work: readonly PageWork[]): Map<string, PageWork> {
  const verified = new Map<string, PageWork>();
  for (const entry of work) {
    if (entry.signature !== undefined && currentSignature(entry.file) === entry.signature) {
      verified.set(entry.file, entry);
      continue;
    }
    let body: Buffer;
    try {
      body = readFileSync(entry.file);
    } catch {
      continue; // gone since: the final pass does without it
    }
    if (contentHash(body) === entry.sha) verified.set(entry.file, entry);
  }
  return verified;
}
