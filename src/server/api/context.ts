import type { FastifyRequest } from 'fastify';

/** What the pipeline learns about one request, step by step. */
export interface ApiContext {
  requestId: string;
  started: number;
  /** The client address (`request.ip`: the peer, or the n-th from the right of X-Forwarded-For). */
  clientIp: string;
  /** The raw body text once read (for the idempotency hash). */
  rawBody?: string;
}

const contexts = new WeakMap<FastifyRequest, ApiContext>();

/**
 * Starts the context of `request`. Its id is Fastify's `request.id` (`genReqId`: a well-formed
 * incoming X-Request-Id, else a new UUID, src/server/request-id.ts), the one every log line and
 * the X-Request-Id answer header carry.
 */
function startContext(request: FastifyRequest): ApiContext {
  const context: ApiContext = {
    requestId: String(request.id),
    started: performance.now(),
    clientIp: request.ip || 'unknown',
  };
  contexts.set(request, context);
  return context;
}

/** The context of `request` (started on demand for answers that bypass the hooks). */
export function contextOf(request: FastifyRequest): ApiContext {
  return contexts.get(request) ?? startContext(request);
}

/** One header value: node:http joins repeated request headers except a few; take the first of a list. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The path without the query string. */
export function pathOf(request: FastifyRequest): string {
  return pathOfUrl(request.url);
}

/** The path of a request target (path and query) without the query string. */
export function pathOfUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
