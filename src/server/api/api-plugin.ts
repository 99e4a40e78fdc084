/**
 * The API as Fastify routes with one request pipeline (DESIGN.md decision 7):
 *
 *   onRequest (before any body byte): route and method (404/405), Origin (403), Content-Type
 *   (415), declared size (413), signature (401), rate limit (429). A refusal there is answered
 *   at once. A body still arriving is never read: the connection ends (`Connection: close`); a
 *   request already whole (a small form, sent in one packet) keeps its connection.
 *   body: read up to BODY_LIMIT_BYTES (413, chunked or not), JSON object (400), schema (400),
 *   idempotency (replay, or 422 for another request), human verification (403), one transaction
 *   (submission + outbox row), answer.
 *
 * Every form and booking endpoint goes through it; one error handler writes every refusal as
 * `{ errorName, message, fields? }` with the API's security headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createFormIdLookup } from '../../forms/form-ids.ts';
import { loadAbuseConfig, type AbuseConfig, type Config } from '../config.ts';
import { createSmsGuard } from '../abuse/sms-quota.ts';
import type { BookingHandler } from '../booking/booking-api.ts';
import type { CancelHandler } from '../booking/cancel-booking.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { createBookingRouteHandler } from './booking-route.ts';
import { cancelPath, registerCancelRoute } from './cancel-route.ts';
import { contextOf, header, pathOf } from './context.ts';
import { createErrorHandler } from './error-handler.ts';
import { createFormHandler, type FormDeps } from './form-handler.ts';
import { createPostGuard } from './guards.ts';
import { registerTextBody } from './json-body.ts';
import { registerOperations } from './operations.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { addEndpoint, addRefusal, notFound, type Step } from './route-factory.ts';
import { bookingPaths, contactPath, formPaths, withTrailingSlash, type Method } from './routes.ts';
import { baseApiHeaders } from './responses.ts';
import { createSubmissionStore } from './submissions.ts';

/** What the API needs of the app (src/server/app.ts). */
export interface ApiApp {
  config: Config;
  db: Db;
  logger: Logger;
  verifier: Verifier;
  /** The booking endpoints (and the cancel link's); without them `/api/booking/*` answers 404. */
  booking?:
    | { handle: BookingHandler; rateLimitMax?: number | undefined; cancel?: CancelHandler | undefined }
    | undefined;
}

/** Test seams: the clock, the rate limiters and the abuse limits (from the environment when absent). */
export interface ApiOptions {
  now?: () => number;
  rateLimiter?: RateLimiter;
  bookingRateLimiter?: RateLimiter;
  abuse?: AbuseConfig;
}

const allMethods: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];

/**
 * Registers `/api/*`, `/healthz` and `/readyz` on `fastify` in an encapsulated scope (its error
 * handler, body parser and hooks touch no other route).
 */
export async function registerApi(
  fastify: FastifyInstance,
  app: ApiApp,
  options: ApiOptions = {},
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.setErrorHandler(createErrorHandler(app.logger, app.config.bodyLimitBytes));
    registerTextBody(scope);
    // The same headers on every answer (X-Request-Id is the server's, request-id.ts). Callback
    // hooks: no promise per request.
    scope.addHook('onRequest', (request, reply, done) => {
      contextOf(request);
      void reply.headers(baseApiHeaders);
      done();
    });
    // The debug line of each request, only when the server logs at debug (LOG_LEVEL is read
    // once, at start): otherwise the hook would run on every answer to log nothing.
    if (app.logger.isLevelEnabled('debug')) {
      scope.addHook('onResponse', (request, reply, done) => {
        logRequest(app.logger, request, reply);
        done();
      });
    }
    registerOperations(scope, app);
    registerForms(scope, app, options);
    await registerBooking(scope, app, options);
    addRefusal(scope, ['/api', '/api/*'], allMethods, () => notFound());
  });
}

function registerForms(scope: FastifyInstance, app: ApiApp, options: ApiOptions): void {
  const { config } = app;
  const now = options.now ?? Date.now;
  const limiter =
    options.rateLimiter ??
    createRateLimiter({
      db: app.db,
      max: config.rateLimit.max,
      windowSeconds: config.rateLimit.windowSeconds,
      now,
    });
  const guard = createPostGuard({ config, now, limiter, rateScope: '' });
  const pass: Step = (request) => guard(request, contextOf(request).clientIp);
  const deps: FormDeps = {
    formIdLookup: createFormIdLookup(config.formIds),
    store: createSubmissionStore(app.db),
    verifier: app.verifier,
    logger: app.logger,
    // One SMS guard per app: recipient rules and per-number quotas (src/server/abuse).
    smsGuard: createSmsGuard({ db: app.db, settings: (options.abuse ?? loadAbuseConfig()).sms, now }),
  };
  const bodyLimit = config.bodyLimitBytes;
  for (const [path, formType] of Object.entries(formPaths)) {
    addEndpoint(scope, {
      path,
      method: 'POST',
      bodyLimit,
      steps: [pass],
      handler: createFormHandler(deps, formType),
    });
  }
  const formIdOf = (request: FastifyRequest) => (request.params as { formId: string }).formId;
  const kindOf = (request: FastifyRequest) => deps.formIdLookup.kindOf(formIdOf(request));
  const knownFormId: Step = (request) => {
    const kind = kindOf(request);
    if (kind !== 'contact' && kind !== 'subscribe') throw notFound('Unknown form id.');
  };
  const contact = createFormHandler(deps, 'contact', formIdOf);
  const subscribe = createFormHandler(deps, 'subscribe', formIdOf);
  addEndpoint(scope, {
    path: contactPath,
    method: 'POST',
    bodyLimit,
    steps: [knownFormId, pass],
    namesResource: true,
    handler: (request, reply) => (kindOf(request) === 'subscribe' ? subscribe : contact)(request, reply),
  });
}

async function registerBooking(scope: FastifyInstance, app: ApiApp, options: ApiOptions): Promise<void> {
  const { config, booking } = app;
  const disabled = () => notFound('Booking is not enabled on this server.');
  if (booking?.cancel) await registerCancelRoute(scope, booking.cancel);
  else addRefusal(scope, withTrailingSlash(cancelPath), allMethods, disabled);
  if (!booking) {
    addRefusal(scope, Object.keys(bookingPaths), allMethods, disabled);
    return;
  }
  const now = options.now ?? Date.now;
  const limiter =
    options.bookingRateLimiter ??
    createRateLimiter({
      db: app.db,
      max: booking.rateLimitMax ?? config.rateLimit.max,
      windowSeconds: config.rateLimit.windowSeconds,
      now,
    });
  // Booking calls count apart from form submissions: browsing a calendar is not submitting a form.
  const guard = createPostGuard({ config, now, limiter, rateScope: 'booking:' });
  const pass: Step = (request) => guard(request, contextOf(request).clientIp);
  const deps = { handle: booking.handle, verifier: app.verifier, logger: app.logger };
  for (const [path, endpoint] of Object.entries(bookingPaths)) {
    addEndpoint(scope, {
      path,
      method: 'POST',
      bodyLimit: config.bodyLimitBytes,
      steps: [pass],
      handler: createBookingRouteHandler(deps, endpoint),
    });
  }
}

/** One debug line per request: id, method, path, status and time; never request data. */
function logRequest(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  const context = contextOf(request);
  logger.debug(
    {
      requestId: context.requestId,
      method: request.method,
      path: pathOf(request),
      status: reply.statusCode,
      ms: Math.round(performance.now() - context.started),
      ...(header(request, 'x-forwarded-for') ? { forwarded: true } : {}),
    },
    'request',
  );
}
