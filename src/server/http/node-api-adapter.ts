import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiInstance } from '../api/api-instance.ts';
import type { App } from '../app.ts';

/**
 * A node:http handler answering with the API's Fastify instance (`fastify.routing`), for a
 * server that routes `/api/*` itself. The Fastify site server calls `registerApi` instead.
 */
export async function createNodeApiHandler(
  app: App,
): Promise<(request: IncomingMessage, response: ServerResponse) => Promise<void>> {
  const fastify = await createApiInstance(app);
  return async (request, response) => fastify.routing(request, response);
}
