import { sha256Words } from '../../lib/sha256.ts';
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

/** Numbers tried between two looks at the abort signal (and a pause that lets events through). */
const CHUNK = 5000;

function abortError(): Error {
  return new DOMException('The verification was cancelled.', 'AbortError');
}

/** A test of one number: true when the hash of the salt and the number is the challenge. */
type Attempt = (number: number) => boolean | Promise<boolean>;

/**
 * SHA-256 (the server's algorithm) synchronously: the salt's bytes are encoded once, the digits
 * of each number appended, the digest compared word by word with the challenge.
 */
function sha256Attempt(challenge: AltchaChallenge): Attempt {
  const salt = new TextEncoder().encode(challenge.salt);
  const bytes = new Uint8Array(salt.length + 16);
  bytes.set(salt);
  const target = new Uint32Array(8);
  for (let index = 0; index < 8; index++)
    target[index] = Number.parseInt(challenge.challenge.slice(index * 8, index * 8 + 8), 16);
  const digest = new Uint32Array(8);
  return (number) => {
    const digits = String(number);
    for (let index = 0; index < digits.length; index++) bytes[salt.length + index] = digits.charCodeAt(index);
    sha256Words(bytes.subarray(0, salt.length + digits.length), digest);
    for (let index = 0; index < 8; index++) if (digest[index] !== target[index]) return false;
    return true;
  };
}

/** Any other algorithm WebCrypto knows (SHA-1, SHA-512): one promise per number, slower. */
function webCryptoAttempt(challenge: AltchaChallenge): Attempt {
  return async (number) => {
    const text = new TextEncoder().encode(`${challenge.salt}${number}`);
    const digest = await crypto.subtle.digest(challenge.algorithm, text);
    return (
      Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('') ===
      challenge.challenge
    );
  };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Finds the number whose hash with the salt is the challenge (the proof of work), pausing every
 * few thousand numbers so an abort is heard; undefined when no number up to `maxnumber` fits.
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const isSha256 =
    challenge.algorithm.toUpperCase() === 'SHA-256' && /^[0-9a-f]{64}$/.test(challenge.challenge);
  const attempt = isSha256 ? sha256Attempt(challenge) : webCryptoAttempt(challenge);
  for (let start = 0; start <= challenge.maxnumber; start += CHUNK) {
    if (start > 0 && signal) await pause();
    if (signal?.aborted) throw abortError();
    const end = Math.min(start + CHUNK - 1, challenge.maxnumber);
    for (let number = start; number <= end; number++) {
      const found = attempt(number);
      if (found === true || (found !== false && (await found))) return number;
    }
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
