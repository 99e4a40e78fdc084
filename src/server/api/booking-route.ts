import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookingCall, BookingEndpoint, BookingHandler } from '../booking/booking-api.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { ApiError } from './api-error.ts';
import { contextOf, header, pathOf } from './context.ts';
import { readIdempotencyKey } from './idempotency.ts';
import { parseJsonObject } from './json-body.ts';
import { sendAnswer } from './reply.ts';
import { jsonResponse } from './responses.ts';
import { verifyHuman } from './verify-human.ts';

/** What the booking endpoints need of the API. */
export interface BookingRouteDeps {
  handle: BookingHandler;
  verifier: Verifier;
  logger: Logger;
}

/**
 * The body steps of a booking endpoint after the guard: JSON object (an empty body is `{}` for
 * `businesses`, which has no data of its own; no body at all is a 400), then the booking handler
 * with the call: idempotency and human verification are the pipeline's own steps.
 */
export function createBookingRouteHandler(deps: BookingRouteDeps, endpoint: BookingEndpoint) {
  return async function handleBooking(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const body = parseJsonObject(request.body, { emptyIsObject: endpoint === 'businesses' });
    sendAnswer(reply, await deps.handle(toCall(deps, request, body, endpoint), endpoint));
  };
}

function toCall(
  deps: BookingRouteDeps,
  request: FastifyRequest,
  body: Record<string, unknown>,
  endpoint: BookingEndpoint,
): BookingCall {
  const context = contextOf(request);
  const info = {
    method: request.method,
    path: pathOf(request),
    headers: request.headers as Readonly<Record<string, string | undefined>>,
  };
  return {
    body,
    clientKey: context.clientIp,
    requestId: context.requestId,
    request: info,
    idempotency: (scope) =>
      readIdempotencyKey(header(request, 'idempotency-key'), scope, { ...info, body: context.rawBody ?? '' }),
    async verify(action, fields) {
      try {
        await verifyHuman(
          deps.verifier,
          { token: fields.recaptchaToken, action, version: fields.recaptchaVersion },
          { clientIp: context.clientIp, requestId: context.requestId, logger: deps.logger, endpoint },
        );
        return undefined;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return jsonResponse(
          error.statusCode,
          { errorName: error.errorName, message: error.message },
          context.requestId,
        );
      }
    },
  };
}
