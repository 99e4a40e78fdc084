import { ApiError } from './api-error.ts';

/** The challenge `GET /api/verification/challenge` hands out (ALTCHA protocol v1). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Path of the challenge endpoint. */
export const altchaChallengePath = '/api/verification/challenge';

/** Numbers hashed in parallel per round: large enough to keep WebCrypto busy, small enough to stay responsive. */
const BATCH = 500;

async function hashHex(algorithm: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function abortError(): Error {
  return new DOMException('The verification was cancelled.', 'AbortError');
}

/**
 * Finds the number whose hash with the salt is the challenge (the proof of work), in batches so
 * the page stays responsive; undefined when no number up to `maxnumber` fits.
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<number | undefined> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) throw abortError();
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const hashes = await Promise.all(
      numbers.map((number) => hashHex(challenge.algorithm, `${challenge.salt}${number}`)),
    );
    const found = hashes.indexOf(challenge.challenge);
    if (found !== -1) return numbers[found];
  }
  return undefined;
}

/**
 * Solves the challenge in a Web Worker (issue 16: never on the main thread), or on this thread
 * where workers do not exist (tests in Node) or the worker fails to start.
 */
export function solveInWorker(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | undefined> {
  if (typeof Worker !== 'function') return solveAltchaChallenge(challenge, signal);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<number | null>) => {
      finish();
      resolve(event.data ?? undefined);
    });
    worker.addEventListener('error', () => {
      finish();
      solveAltchaChallenge(challenge, signal).then(resolve, reject);
    });
    worker.postMessage(challenge);
  });
}

/**
 * Fetches a challenge, solves it and gives the base64 JSON payload the server verifies as `rt`.
 * The visitor sees only the form's loading state meanwhile.
 */
export async function getAltchaPayload(
  options: { signal?: AbortSignal | undefined; fetch?: typeof fetch } = {},
): Promise<string> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const started = Date.now();
  const response = await doFetch(altchaChallengePath, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok)
    throw new ApiError(
      'VerificationError',
      'The verification challenge could not be loaded.',
      response.status,
    );
  const challenge = (await response.json()) as AltchaChallenge;
  const number = await solveInWorker(challenge, options.signal);
  if (number === undefined)
    throw new ApiError('VerificationError', 'The verification challenge could not be solved.', 0);
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: Date.now() - started,
  };
  return btoa(JSON.stringify(payload));
}
