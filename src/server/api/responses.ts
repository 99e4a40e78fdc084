import { getApiSecurityHeaders } from '../../lib/security-headers.ts';
import type { ApiResponse } from './types.ts';

/** Headers of every API answer: security headers, JSON, never cached. Computed once. */
export const baseApiHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...getApiSecurityHeaders(),
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
});

/** The API headers of an answer to request `requestId`. */
export function apiHeaders(requestId: string): Record<string, string> {
  return { ...baseApiHeaders, 'X-Request-Id': requestId };
}

/** A JSON answer with the API headers and the request id. */
export function jsonResponse(
  status: number,
  body: unknown,
  requestId: string,
  extraHeaders?: Record<string, string>,
): ApiResponse {
  return {
    status,
    headers: { ...apiHeaders(requestId), ...extraHeaders },
    body: JSON.stringify(body),
  };
}

/** Error names the API answers with; the browser throws an error of that name (SPEC section 7). */
export type ApiErrorName =
  | 'BadRequest'
  | 'ValidationError'
  | 'InvalidSignature'
  | 'ForbiddenOrigin'
  | 'RecaptchaNotEnoughScoresError'
  | 'RecaptchaError'
  | 'VerificationError'
  | 'NotFound'
  | 'MethodNotAllowed'
  | 'UnsupportedMediaType'
  | 'PayloadTooLarge'
  | 'TooManyRequests'
  | 'IdempotencyKeyConflict'
  | 'IdempotencyKeyReused'
  | 'InternalError'
  | 'ServiceUnavailable';
