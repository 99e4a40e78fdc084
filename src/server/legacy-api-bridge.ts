import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app.ts';
import { createNodeApiHandler } from './http/node-api-adapter.ts';
import { getApiSecurityHeaders } from '../lib/security-headers.ts';

/**
 * TEMPORARY: hands `/api`, `/api/*`, `/healthz` and `/readyz` to the hand-written API
 * (`app.api` through the node:http adapter) until the API is a Fastify plugin
 * (`registerApi` in src/server/api/api-plugin.ts), which replaces this file in server.ts.
 * The request is hijacked in `onRequest`, before Fastify reads any body, so the old handler reads
 * and limits the body itself exactly as before.
 */
export async function registerLegacyApi(fastify: FastifyInstance, app: App): Promise<void> {
  const handle = createNodeApiHandler(app.api);
  const bridge = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    await handle(request.raw, reply.raw).catch((error: unknown) => {
      request.log.error(
        { err: { type: error instanceof Error ? error.name : typeof error } },
        'unhandled request error',
      );
      if (reply.raw.headersSent) {
        reply.raw.destroy();
        return;
      }
      reply.raw.writeHead(500, {
        ...getApiSecurityHeaders(),
        'Content-Type': 'application/json; charset=utf-8',
      });
      reply.raw.end(
        JSON.stringify({ errorName: 'InternalError', message: 'Something went wrong on our side.' }),
      );
    });
  };
  for (const url of ['/api', '/api/*', '/healthz', '/readyz'])
    fastify.route({
      method: fastify.supportedMethods,
      url,
      onRequest: bridge,
      handler: async () => undefined,
    });
}
