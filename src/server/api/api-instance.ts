import Fastify, { type FastifyInstance } from 'fastify';
import { getRequestId, registerRequestIdHeader } from '../request-id.ts';
import { registerApi, type ApiApp, type ApiOptions } from './api-plugin.ts';
import { trustProxyOption } from './trust-proxy.ts';

/**
 * A Fastify instance serving the API alone: for the Astro endpoint (`fastify.inject` from a Web
 * Request, so the API runs on any Astro host) and for tests. The site server builds its own
 * instance and calls `registerApi` on it (src/server/http).
 */
export async function createApiInstance(app: ApiApp, options: ApiOptions = {}): Promise<FastifyInstance> {
  const fastify: FastifyInstance = Fastify({
    trustProxy: trustProxyOption(app.config.trustProxy),
    logger: false,
    genReqId: getRequestId,
  });
  registerRequestIdHeader(fastify);
  await registerApi(fastify, app, options);
  await fastify.ready();
  return fastify;
}
