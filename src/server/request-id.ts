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

/** Returns the request id to the client on every answer. */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
