/**
 * Worker thread of early-policies.ts: reads each page it is sent and answers the SHA-256 of its
 * bytes with its Content-Security-Policy. Pages are handled one at a time, in the order sent; a
 * `null` message drops the pages still waiting and answers `null` once the current one is done.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { contentHash } from '../reuse/content-hash.ts';
import { buildPageCsp, type CspOptions } from './page-csp.ts';

export type PolicyAnswer =
  { file: string; sha: string; policy: string } | { file: string; error: string } | null;

const csp = (workerData as { csp: CspOptions }).csp;
const waiting: string[] = [];
let scheduled = false;

function answer(file: string): PolicyAnswer {
  try {
    const body = readFileSync(file);
    return { file, sha: contentHash(body), policy: buildPageCsp(body.toString('utf8'), csp) };
  } catch (error) {
    return { file, error: String(error) };
  }
}

/** One page per turn, so a `null` sent meanwhile is seen before the next page. */
function next(): void {
  scheduled = false;
  const file = waiting.shift();
  if (file === undefined) return;
  parentPort?.postMessage(answer(file));
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  setImmediate(next);
}

parentPort?.on('message', (file: string | null) => {
  if (file === null) {
    waiting.length = 0;
    parentPort?.postMessage(null);
    return;
  }
  waiting.push(file);
  schedule();
});
