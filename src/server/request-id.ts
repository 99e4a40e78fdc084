import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of a request, carried by every log line of it (Fastify's `reqId`) and returned in
 * `X-Request-Id`. A well-formed id from the proxy in front (`X-Request-Id`) is kept, so a
 * request can be followed across both logs; anything else gets a fresh UUID.
 */
export function getRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Returns the request id to the client on every answer (the only place it is set: the API's
 * `context.ts` uses the same `request.id`). A callback hook: no promise per answer.
 */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
}
