import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logger.ts';
import { ApiError, badRequest, payloadTooLarge } from './api-error.ts';
import { contextOf } from './context.ts';
import { lingeringClose } from './lingering-close.ts';
import { sendJsonText } from './reply.ts';

/** Seconds a client is asked to wait when the database cannot serve in time. */
export const databaseRetryAfterSeconds = 5;

/** Fastify's own errors, by code, as the API's refusals. */
function fromFastify(error: FastifyError, bodyLimit: number): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UnsupportedMediaType', 'Send the body as application/json (UTF-8).');
    case 'FST_ERR_NOT_FOUND':
      return new ApiError(404, 'NotFound', 'No such endpoint.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return badRequest('The request is malformed.');
  return undefined;
}

/** A database that cannot serve in time (DatabaseUnavailableError, or any error marked 503). */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, name } = error as { statusCode?: unknown; name?: unknown };
  return statusCode === 503 || name === 'DatabaseUnavailableError';
}

function serviceUnavailable(): ApiError {
  return new ApiError(
    503,
    'ServiceUnavailable',
    `The service is busy at the moment; try again in ${databaseRetryAfterSeconds} seconds.`,
    { headers: { 'Retry-After': String(databaseRetryAfterSeconds) } },
  );
}

const internalError = () =>
  new ApiError(500, 'InternalError', 'Something went wrong on our side; please try again later.');

/** What is logged of an error: its kind and where, never request data. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    stack: error.stack,
  };
}

/** The API's one error handler: every refusal and failure as `{ errorName, message, fields? }`. */
export function createErrorHandler(logger: Logger, bodyLimit: number) {
  return function handleApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const { requestId } = contextOf(request);
    let answer: ApiError;
    if (error instanceof ApiError) answer = error;
    else if (isUnavailable(error)) {
      logger.warn({ requestId, err: describeError(error) }, 'database unavailable');
      answer = serviceUnavailable();
    } else {
      answer = fromFastify(error, bodyLimit) ?? internalError();
      if (answer.statusCode >= 500) logger.error({ requestId, err: describeError(error) }, 'request failed');
    }
    // Answered before its body was read: the connection ends without reading it (a half-close,
    // so the answer is read), unless the body declared is within the limit. That one Node reads
    // and drops, and the connection is kept: closing it would cost both sides a new handshake
    // for at most BODY_LIMIT_BYTES (a flood of bad signatures included).
    if (lingeringClose(request.raw, bodyLimit)) reply.header('Connection', 'close');
    reply.headers(answer.headers);
    sendJsonText(reply, answer.statusCode, answer.bodyText);
  };
}
