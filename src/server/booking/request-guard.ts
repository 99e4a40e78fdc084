import { getClientAddress } from '../api/client-address.ts';
import type { RateLimiter } from '../api/rate-limit.ts';
import { jsonResponse } from '../api/responses.ts';
import { BodyTooLargeError, type ApiRequest, type ApiResponse } from '../api/types.ts';
import { isJsonObject } from '../../forms/validate.ts';
import { verifySignature } from '../api/verify-signature.ts';
import type { Config } from '../config.ts';

/** What passed the guard: the JSON body and the client key used for rate limiting and verification. */
export type GuardResult =
  { ok: true; body: Record<string, unknown>; clientKey: string } | { ok: false; response: ApiResponse };

const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The first steps of the API pipeline for the booking calls, in the forms API's order and with
 * its answers (src/server/api/create-api.ts): Origin, Content-Type, size, signature, rate limit,
 * body, JSON object. An empty body counts as `{}` (the businesses call has no data of its own).
 */
export function createRequestGuard(options: { config: Config; rateLimiter: RateLimiter; now: () => number }) {
  const { config, rateLimiter, now } = options;
  const allowedHosts = new Set(config.allowedHostnames);
  const limit = config.bodyLimitBytes;
  const fail = (
    status: number,
    errorName: string,
    message: string,
    requestId: string,
    headers?: Record<string, string>,
  ): GuardResult => ({
    ok: false,
    response: jsonResponse(status, { errorName, message }, requestId, headers),
  });

  return async function guard(request: ApiRequest, requestId: string): Promise<GuardResult> {
    const { headers } = request;
    const origin = headers['origin'];
    if (origin !== undefined && !isAllowedOrigin(origin, allowedHosts)) {
      return fail(403, 'ForbiddenOrigin', 'Requests from this origin are not accepted.', requestId);
    }
    const contentType = headers['content-type'];
    if (contentType === undefined || !JSON_TYPE.test(contentType)) {
      return fail(415, 'UnsupportedMediaType', 'Send the body as application/json (UTF-8).', requestId);
    }
    const declared = headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      return fail(413, 'PayloadTooLarge', `The body must not exceed ${limit} bytes.`, requestId, {
        Connection: 'close',
      });
    }
    const signature = verifySignature(
      config.apiSigningKey,
      headers['x-timestamp'],
      headers['x-signature'],
      now(),
    );
    if (!signature.ok) return fail(401, 'InvalidSignature', signature.message, requestId);

    const clientKey = getClientAddress(request, config.trustProxy);
    // Booking calls count apart from form submissions: browsing a calendar is not submitting a form.
    const rate = await rateLimiter.hit(`booking:${clientKey}`);
    if (!rate.allowed) {
      return fail(
        429,
        'TooManyRequests',
        `Too many requests; try again in ${rate.retryAfterSeconds} seconds.`,
        requestId,
        {
          'Retry-After': String(rate.retryAfterSeconds),
        },
      );
    }
    let raw: Buffer;
    try {
      raw = await request.readBody(limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return fail(413, 'PayloadTooLarge', `The body must not exceed ${limit} bytes.`, requestId, {
          Connection: 'close',
        });
      throw error;
    }
    const text = raw.toString('utf8');
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return fail(400, 'BadRequest', 'The request body is not valid JSON.', requestId);
    }
    if (!isJsonObject(body))
      return fail(400, 'BadRequest', 'The request body must be a JSON object.', requestId);
    return { ok: true, body, clientKey };
  };
}

function isAllowedOrigin(origin: string, allowedHosts: ReadonlySet<string>): boolean {
  try {
    return allowedHosts.has(new URL(origin).hostname.toLowerCase().replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
}
