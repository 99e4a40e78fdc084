import { Worker } from 'node:worker_threads';
import { watchSettledPages } from '../precompress/watch-pages.ts';
import { contentHash } from '../reuse/content-hash.ts';
import type { CspOptions } from './page-csp.ts';
import type { PolicyAnswer } from './policy-worker.ts';

/** Quiet time after the last write to a page before its policy is made. */
const settleMs = 150;

/** Policies made while the site rendered, each for the exact bytes it was made from. */
export interface EarlyPolicies {
  /** The options every policy was made with. */
  options: CspOptions;
  /** The policy of `file` (absolute path) when it was made from exactly `body`. */
  lookup(file: string, body: Buffer): string | undefined;
  /** How many lookups found a policy. */
  readonly found: number;
}

export interface EarlyPolicyWork {
  /** Stops watching, drops the pages not reached yet and answers the policies made. */
  finish(): Promise<EarlyPolicies>;
}

/**
 * Makes the Content-Security-Policy of each HTML page under `root` as the renderer writes it, in
 * a worker thread: parsing 11,656 pages for their inline code held the build's last step about
 * ten seconds on the main thread, while during rendering the second core is a third idle. Nothing is trusted
 * blindly: the final pass (site-headers.ts) reads every page and takes an early policy only for
 * bytes whose SHA-256 matches; any other page, or every page when the worker fails, is parsed then.
 * `onMade` hears of each policy made; `workerUrl` is the worker's script (tests give a failing one).
 */
export function startEarlyPolicies(
  root: string,
  csp: CspOptions,
  options: { onMade?: (file: string) => void; workerUrl?: URL } = {},
): EarlyPolicyWork {
  const made = new Map<string, { sha: string; policy: string }>();
  let failed = false;
  const workerUrl = options.workerUrl ?? new URL('./policy-worker.ts', import.meta.url);
  const worker = new Worker(workerUrl, { workerData: { csp } });
  let endWork = () => {};
  const ended = new Promise<void>((resolve) => (endWork = resolve));
  worker.once('error', () => {
    failed = true;
    endWork();
  });
  worker.once('exit', () => endWork());
  worker.on('message', (answer: PolicyAnswer) => {
    if (answer === null) endWork();
    else if ('policy' in answer) {
      made.set(answer.file, { sha: answer.sha, policy: answer.policy });
      options.onMade?.(answer.file);
    }
  });
  // While the site renders, the worker alone never keeps the process alive (a build that fails
  // ends at once); `finish` holds it again while it waits for the worker's answer.
  worker.unref();

  const watcher = watchSettledPages(
    root,
    (file) => {
      made.delete(file);
      if (!failed) worker.postMessage(file);
    },
    settleMs,
  );

  return {
    async finish() {
      watcher.close();
      // Waiting for its answer must keep the process alive, whatever else is left to do.
      worker.ref();
      if (!failed) worker.postMessage(null);
      await ended;
      await worker.terminate();
      let found = 0;
      return {
        options: csp,
        lookup(file, body) {
          const entry = made.get(file);
          if (!entry || entry.sha !== contentHash(body)) return undefined;
          found += 1;
          return entry.policy;
        },
        get found() {
          return found;
        },
      };
    },
  };
}
