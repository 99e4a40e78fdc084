import { randomUUID } from 'node:crypto';
import type { FormIdKind } from '../../forms/form-ids.ts';
import { loadAbuseConfig, type AbuseConfig } from '../abuse/abuse-config.ts';
import { createSmsGuard, type SmsRefusal } from '../abuse/sms-quota.ts';
import { payloadSchemas, type FormType } from '../../forms/payloads.ts';
import type { BookingHandler } from '../booking/booking-api.ts';
import type { CancelHandler } from '../booking/cancel-booking.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { loadDbConfig } from '../db/db-config.ts';
import { DatabaseUnavailableError } from '../db/errors.ts';
import { checkReadiness } from '../db/readiness.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { getClientAddress } from './client-address.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { errorResponse, jsonResponse } from './responses.ts';
import { allowedMethods, resolveRoute, type Route } from './routes.ts';
import { createSubmissionStore, type SubmissionStore } from './submissions.ts';
import { BodyTooLargeError, type ApiRequest, type ApiResponse } from './types.ts';
import { isJsonObject, validatePayload } from './validate.ts';
import { verifySignature } from './verify-signature.ts';

export interface ApiOptions {
  config: Config;
  db: Db;
  verifier: Verifier;
  logger: Logger;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
  rateLimiter?: RateLimiter;
  /** The booking endpoints (src/server/booking); without it they answer 404. */
  booking?: BookingHandler;
  /** `/api/booking/cancel` (src/server/booking/cancel-booking.ts); without it 404. */
  bookingCancel?: CancelHandler;
  /** SMS recipient rules and limits (src/server/abuse); read from the environment when absent. */
  abuse?: AbuseConfig;
}

export interface Api {
  handle(request: ApiRequest): Promise<ApiResponse>;
}

/** Body fields that are not form data: verification and page context, kept out of `payload`. */
const nonPayloadFields = new Set([
  'rt',
  'rt_action',
  'rt_version',
  'location',
  'title',
  'language',
  'formId',
]);

/** Which configured form ids a body's `formId` must be one of. */
const bodyFormIdKinds: Partial<Record<FormType, FormIdKind>> = {
  'simple-contact': 'simpleContact',
  'extended-contact': 'extendedContact',
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The forms API, transport-neutral. POST form endpoints run, in order: method, route, Origin,
 * Content-Type, declared size, signature, rate limit, body size, JSON, schema, idempotency
 * replay, human verification, then one statement storing the submission and its outbox row.
 */
export function createApi(options: ApiOptions): Api {
  const { config, db, verifier, logger } = options;
  const now = options.now ?? Date.now;
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter({ db, max: config.rateLimit.max, windowSeconds: config.rateLimit.windowSeconds, now });
  const store: SubmissionStore = createSubmissionStore(db);
  const smsGuard = createSmsGuard({ db, settings: (options.abuse ?? loadAbuseConfig()).sms, now });
  const allowedHosts = new Set(config.allowedHostnames);
  const originCache = new Map<string, boolean>();
  const limit = config.bodyLimitBytes;
  const { statementTimeoutMs } = loadDbConfig();

  const isAllowedOrigin = (origin: string): boolean => {
    let allowed = originCache.get(origin);
    if (allowed === undefined) {
      try {
        allowed = allowedHosts.has(new URL(origin).hostname.toLowerCase().replace(/^\[|\]$/g, ''));
      } catch {
        allowed = false;
      }
      if (originCache.size > 1000) originCache.clear();
      originCache.set(origin, allowed);
    }
    return allowed;
  };

  async function handleForm(
    request: ApiRequest,
    route: Extract<Route, { kind: 'form' }>,
    requestId: string,
  ): Promise<ApiResponse> {
    const { headers } = request;
    const origin = headers['origin'];
    if (origin !== undefined && !isAllowedOrigin(origin)) {
      return errorResponse(403, 'ForbiddenOrigin', 'Requests from this origin are not accepted.', requestId);
    }
    const contentType = headers['content-type'];
    if (contentType === undefined || !JSON_TYPE.test(contentType)) {
      return errorResponse(
        415,
        'UnsupportedMediaType',
        'Send the body as application/json (UTF-8).',
        requestId,
      );
    }
    const declaredLength = headers['content-length'];
    if (declaredLength !== undefined && Number(declaredLength) > limit) {
      return errorResponse(413, 'PayloadTooLarge', `The body must not exceed ${limit} bytes.`, requestId, {
        headers: { Connection: 'close' },
      });
    }
    const signature = verifySignature(
      config.apiSigningKey,
      headers['x-timestamp'],
      headers['x-signature'],
      now(),
    );
    if (!signature.ok) return errorResponse(401, 'InvalidSignature', signature.message, requestId);

    const clientKey = getClientAddress(request, config.trustProxy);
    const rate = await rateLimiter.hit(clientKey);
    if (!rate.allowed) {
      return errorResponse(
        429,
        'TooManyRequests',
        `Too many requests; try again in ${rate.retryAfterSeconds} seconds.`,
        requestId,
        {
          headers: { 'Retry-After': String(rate.retryAfterSeconds) },
        },
      );
    }

    let raw: Buffer;
    try {
      raw = await request.readBody(limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return errorResponse(413, 'PayloadTooLarge', `The body must not exceed ${limit} bytes.`, requestId, {
          headers: { Connection: 'close' },
        });
      }
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return errorResponse(400, 'BadRequest', 'The request body is not valid JSON.', requestId);
    }
    if (!isJsonObject(body)) {
      return errorResponse(400, 'BadRequest', 'The request body must be a JSON object.', requestId);
    }

    const validation = validatePayload(payloadSchemas[route.formType], body);
    if (!validation.ok) {
      return invalid(validation.fields, requestId);
    }
    const data = validation.data as Record<string, unknown>;
    const formIdKind = bodyFormIdKinds[route.formType];
    const formId = route.formId ?? (typeof data['formId'] === 'string' ? data['formId'] : undefined);
    if (formIdKind && !Object.values(config.formIds[formIdKind]).includes(String(formId))) {
      return invalid({ formId: 'invalid-field' }, requestId);
    }
    const sms = route.formType === 'sms' ? smsGuard.check(data['phone']) : undefined;
    if (sms && !sms.ok) return refuse(sms.refusal, requestId);

    const idempotencyHeader = headers['idempotency-key'];
    let idempotencyKey: string | undefined;
    if (idempotencyHeader !== undefined) {
      if (!IDEMPOTENCY_KEY.test(idempotencyHeader)) {
        return errorResponse(
          400,
          'BadRequest',
          'Idempotency-Key must be 1 to 255 visible ASCII characters.',
          requestId,
        );
      }
      idempotencyKey = `${route.formType}:${idempotencyHeader}`;
      // A retry carries the same, already used verification token: answer before verifying.
      const existing = await store.findByIdempotencyKey(idempotencyKey);
      if (existing) return created(existing.id, existing.reference, requestId, true);
    }

    const verification = await verifier.verify({
      token: data['rt'] as string | undefined,
      action: (data['rt_action'] as string | undefined) ?? '',
      version: data['rt_version'] as 'v2' | 'v3' | undefined,
      remoteIp: clientKey,
    });
    if (!verification.ok) {
      logger.info(
        { requestId, formType: route.formType, reason: verification.reason },
        'human verification failed',
      );
      return errorResponse(403, verification.errorName, verification.message, requestId);
    }
    const smsRefusal = sms?.ok ? await smsGuard.reserve(sms.e164) : undefined;
    if (smsRefusal) return refuse(smsRefusal, requestId);

    const payload: Record<string, unknown> = {};
    for (const key in data) {
      if (!nonPayloadFields.has(key) && data[key] !== undefined) payload[key] = data[key];
    }
    const stored = await store.store({
      formType: route.formType,
      payload,
      meta: buildMeta(data, headers['user-agent'], formId),
      idempotencyKey,
    });
    logger.info(
      { requestId, formType: route.formType, submissionId: stored.id, replayed: stored.replayed },
      'submission stored',
    );
    return created(stored.id, stored.reference, requestId, stored.replayed);
  }

  async function handleRoute(request: ApiRequest, route: Route, requestId: string): Promise<ApiResponse> {
    switch (route.kind) {
      case 'form':
        return handleForm(request, route, requestId);
      case 'booking':
        return options.booking
          ? options.booking(request, route.endpoint, requestId)
          : errorResponse(404, 'NotFound', 'Booking is not enabled on this server.', requestId);
      case 'booking-cancel':
        return options.bookingCancel
          ? options.bookingCancel(request, requestId)
          : errorResponse(404, 'NotFound', 'Booking is not enabled on this server.', requestId);
      case 'health':
        return jsonResponse(200, { status: 'ok' }, requestId);
      case 'ready': {
        const readiness = await checkReadiness(db, {
          timeoutMs: statementTimeoutMs,
          dataDir: config.dataDir,
        });
        if (readiness.ok) return jsonResponse(200, { status: 'ready' }, requestId);
        logger.warn({ requestId, reason: readiness.reason }, 'not ready');
        return errorResponse(503, 'ServiceUnavailable', 'The server cannot store requests now.', requestId, {
          headers: { 'Retry-After': '5' },
        });
      }
      case 'challenge':
        if (!verifier.createChallenge) {
          return errorResponse(
            404,
            'NotFound',
            `No challenge: human verification is ${verifier.provider}.`,
            requestId,
          );
        }
        return jsonResponse(200, await verifier.createChallenge(), requestId);
      case 'unknown-form-id':
        return errorResponse(404, 'NotFound', 'Unknown form id.', requestId);
      case 'not-found':
        return errorResponse(404, 'NotFound', 'No such endpoint.', requestId);
    }
  }

  return {
    async handle(request) {
      const started = performance.now();
      const incomingId = request.headers['x-request-id'];
      const requestId = incomingId !== undefined && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
      let response: ApiResponse;
      try {
        const route = resolveRoute(request.path, config.formIds);
        const methods = allowedMethods(route);
        if (route.kind === 'not-found' || route.kind === 'unknown-form-id') {
          response = await handleRoute(request, route, requestId);
        } else if (!methods.includes(request.method)) {
          response = errorResponse(405, 'MethodNotAllowed', `Use ${methods.join(' or ')}.`, requestId, {
            headers: { Allow: methods.join(', ') },
          });
        } else {
          response = await handleRoute(request, route, requestId);
        }
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) {
          logger.warn({ requestId, err: describeError(error) }, 'database unavailable');
          response = errorResponse(503, 'ServiceUnavailable', 'Please try again in a moment.', requestId, {
            headers: { 'Retry-After': String(error.retryAfterSeconds) },
          });
        } else {
          logger.error({ requestId, err: describeError(error) }, 'request failed');
          response = errorResponse(
            500,
            'InternalError',
            'Something went wrong on our side; please try again later.',
            requestId,
          );
        }
      }
      if (request.method === 'HEAD') response = { ...response, body: '' };
      logger.debug(
        {
          requestId,
          method: request.method,
          path: request.path,
          status: response.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
      return response;
    },
  };
}

function invalid(fields: Record<string, string>, requestId: string): ApiResponse {
  return errorResponse(
    400,
    'ValidationError',
    `Invalid fields: ${Object.keys(fields).join(', ')}.`,
    requestId,
    { fields },
  );
}

function refuse(refusal: SmsRefusal, requestId: string): ApiResponse {
  const headers =
    refusal.retryAfterSeconds === undefined
      ? undefined
      : { 'Retry-After': String(refusal.retryAfterSeconds) };
  return errorResponse(refusal.status, refusal.errorName, refusal.message, requestId, {
    fields: refusal.fields,
    ...(headers ? { headers } : {}),
  });
}

function created(id: string, reference: string, requestId: string, replayed: boolean): ApiResponse {
  return jsonResponse(
    201,
    { value: { id, reference } },
    requestId,
    replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
  );
}

/** Page context kept with the submission; the user agent is cut to 500 characters (SPEC section 9). */
function buildMeta(data: Record<string, unknown>, userAgent: string | undefined, formId: string | undefined) {
  const meta: Record<string, unknown> = { language: data['language'] ?? data['locale'] ?? 'en' };
  if (formId) meta['formId'] = formId;
  const location = data['location'];
  if (typeof location === 'string' && location !== '' && location !== 'undefined')
    meta['location'] = location;
  const title = data['title'];
  if (typeof title === 'string' && title !== '' && title !== 'undefined') meta['title'] = title;
  if (userAgent) meta['userAgent'] = userAgent.slice(0, 500);
  return meta;
}

/** What is logged of an error: its kind and where, never request data. */
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      type: error.name,
      message: error.message,
      ...(code === undefined ? {} : { code }),
      stack: error.stack,
    };
  }
  return { type: typeof error };
}
