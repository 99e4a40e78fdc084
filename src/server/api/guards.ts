/**
 * The steps of the request pipeline that need no body, run in `onRequest` before a byte of it
 * is read. Each is a small function that throws an `ApiError` to refuse; the error handler answers
 * it at once and, when the body has not all arrived, ends the connection without reading it
 * (`error-handler.ts`).
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError, payloadTooLarge } from './api-error.ts';
import { rateLimitKey } from './client-key.ts';
import { header } from './context.ts';
import type { RateLimiter } from './rate-limit.ts';
import { verifySignature } from './verify-signature.ts';

const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Builds the Origin check: an Origin header, when sent, must name an allowed host. */
export function createOriginCheck(allowedHostnames: readonly string[]): (request: FastifyRequest) => void {
  const allowed = new Set(allowedHostnames);
  const cache = new Map<string, boolean>();
  const isAllowed = (origin: string): boolean => {
    let answer = cache.get(origin);
    if (answer === undefined) {
      try {
        answer = allowed.has(new URL(origin).hostname.toLowerCase().replace(/^\[|\]$/g, ''));
      } catch {
        answer = false;
      }
      if (cache.size > 1000) cache.clear();
      cache.set(origin, answer);
    }
    return answer;
  };
  return (request) => {
    const origin = header(request, 'origin');
    if (origin !== undefined && !isAllowed(origin)) {
      throw new ApiError(403, 'ForbiddenOrigin', 'Requests from this origin are not accepted.');
    }
  };
}

/** True when the request announces no body at all (no length, or 0, and no transfer coding). */
export function hasNoBody(request: FastifyRequest): boolean {
  const length = header(request, 'content-length');
  return (
    header(request, 'transfer-encoding') === undefined && (length === undefined || length.trim() === '0')
  );
}

/**
 * The body must be JSON in UTF-8. A request with no body and no type passes: the body step
 * answers it 400 (a missing body is a bad request, not a wrong media type).
 */
export function checkContentType(request: FastifyRequest): void {
  const type = header(request, 'content-type');
  if (type === undefined && hasNoBody(request)) return;
  if (type === undefined || !JSON_TYPE.test(type)) {
    throw new ApiError(415, 'UnsupportedMediaType', 'Send the body as application/json (UTF-8).');
  }
}

/** A declared Content-Length over the limit is refused before reading. */
export function checkDeclaredSize(request: FastifyRequest, limit: number): void {
  const declared = header(request, 'content-length');
  if (declared !== undefined && Number(declared) > limit) throw payloadTooLarge(limit);
}

/**
 * The 401 of each way a signature check fails, made once: the answer is the same every time, and
 * a flood of bad signatures then makes no error and no JSON text per request (`ApiError.bodyText`).
 */
const signatureRefusals = new Map<string, ApiError>();

function signatureRefusal(message: string): ApiError {
  let refusal = signatureRefusals.get(message);
  if (!refusal) {
    refusal = new ApiError(401, 'InvalidSignature', message);
    signatureRefusals.set(message, refusal);
  }
  return refusal;
}

/** X-Timestamp and X-Signature (HMAC-SHA256 of the timestamp with the public signing key). */
export function checkSignature(request: FastifyRequest, key: string, now: number): void {
  const result = verifySignature(key, header(request, 'x-timestamp'), header(request, 'x-signature'), now);
  if (!result.ok) throw signatureRefusal(result.message);
}

/** Counts the request against the client's limit (IPv4 address, IPv6 /64) in `scope`. */
export async function checkRateLimit(limiter: RateLimiter, scope: string, clientIp: string): Promise<void> {
  const rate = await limiter.hit(`${scope}${rateLimitKey(clientIp)}`);
  if (!rate.allowed) {
    throw new ApiError(
      429,
      'TooManyRequests',
      `Too many requests; try again in ${rate.retryAfterSeconds} seconds.`,
      {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      },
    );
  }
}

/** What the POST guard needs. */
export interface GuardOptions {
  config: Config;
  now: () => number;
  limiter: RateLimiter;
  /** Prefix of the rate-limit key: forms and booking count apart. */
  rateScope: string;
}

/** The body-less steps of a POST endpoint in order: Origin, type, declared size, signature, rate. */
export function createPostGuard(options: GuardOptions) {
  const { config, now, limiter, rateScope } = options;
  const checkOrigin = createOriginCheck(config.allowedHostnames);
  // Not an async function: a refusal by one of the checks is thrown at once, before any promise.
  return function guard(request: FastifyRequest, clientIp: string): Promise<void> {
    checkOrigin(request);
    checkContentType(request);
    checkDeclaredSize(request, config.bodyLimitBytes);
    checkSignature(request, config.apiSigningKey, now());
    return checkRateLimit(limiter, rateScope, clientIp);
  };
}
