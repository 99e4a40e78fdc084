import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { ApiError } from './api-error.ts';
import { contextOf } from './context.ts';
import { isUnavailable } from './error-handler.ts';
import { sendJson } from './reply.ts';
import { addEndpoint, notFound } from './route-factory.ts';
import { challengePath } from './routes.ts';

/**
 * `/healthz` (liveness: the process answers), `/readyz` (the database answers; 503 otherwise)
 * and the ALTCHA challenge `GET /api/verification/challenge`. GET and HEAD; other methods 405.
 */
export function registerOperations(
  scope: FastifyInstance,
  app: { db: Db; logger: Logger; verifier: Verifier },
): void {
  addEndpoint(scope, {
    path: '/healthz',
    method: 'GET',
    steps: [],
    handler: async (_request, reply) => sendJson(reply, 200, { status: 'ok' }),
  });
  addEndpoint(scope, {
    path: '/readyz',
    method: 'GET',
    steps: [],
    handler: async (request, reply) => {
      try {
        await app.db.query('select 1');
      } catch (error) {
        app.logger.warn(
          { requestId: contextOf(request).requestId, unavailable: isUnavailable(error) },
          'database not reachable',
        );
        throw new ApiError(503, 'ServiceUnavailable', 'The database is not reachable.', {
          headers: { 'Retry-After': '5' },
        });
      }
      sendJson(reply, 200, { status: 'ready' });
    },
  });
  const { verifier } = app;
  addEndpoint(scope, {
    path: challengePath,
    method: 'GET',
    steps: [
      () => {
        if (!verifier.createChallenge)
          throw notFound(`No challenge: human verification is ${verifier.provider}.`);
      },
    ],
    handler: async (_request, reply) => sendJson(reply, 200, await verifier.createChallenge!()),
  });
}
