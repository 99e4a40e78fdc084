import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.ts';
import { contextOf } from './context.ts';
import { isJsonObject } from '../../forms/validate.ts';

/**
 * The body step: every body of the API is read as text, up to the route's `bodyLimit` (an
 * oversized body, chunked or not, fails with Fastify's 413 error, answered by the API's error
 * handler). The text is kept for the idempotency hash and parsed by `parseJsonObject`.
 */
export function registerTextBody(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    contextOf(request).rawBody = body as string;
    done(null, body);
  });
}

/**
 * The JSON step: the body must be a JSON object. No body at all is a bad request; an empty body
 * counts as `{}` where the endpoint has no data of its own (`emptyIsObject`).
 */
export function parseJsonObject(
  body: unknown,
  options: { emptyIsObject?: boolean } = {},
): Record<string, unknown> {
  if (typeof body !== 'string') throw badRequest('The request body is missing; send a JSON object.');
  if (options.emptyIsObject && body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!isJsonObject(value)) throw badRequest('The request body must be a JSON object.');
  return value;
}
