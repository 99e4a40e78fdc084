import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { loadDbConfig } from '../config.ts';
import { checkReadiness } from '../db/readiness.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { ApiError } from './api-error.ts';
import { contextOf } from './context.ts';
import { sendJson } from './reply.ts';
import { addEndpoint, notFound } from './route-factory.ts';
import { challengePath, healthPath, readinessPath } from './routes.ts';

/**
 * `/healthz` (liveness: the process answers), `/readyz` (the database can write in time and the
 * data directory's disk takes a write: src/server/db/readiness.ts; 503 with Retry-After otherwise)
 * and the ALTCHA challenge `GET /api/verification/challenge`. GET and HEAD; other methods 405.
 */
export function registerOperations(
  scope: FastifyInstance,
  app: { db: Db; logger: Logger; verifier: Verifier; config: { dataDir: string } },
): void {
  const { statementTimeoutMs } = loadDbConfig();
  addEndpoint(scope, {
    path: healthPath,
    method: 'GET',
    steps: [],
    handler: async (_request, reply) => sendJson(reply, 200, { status: 'ok' }),
  });
  addEndpoint(scope, {
    path: readinessPath,
    method: 'GET',
    steps: [],
    handler: async (request, reply) => {
      const readiness = await checkReadiness(app.db, {
        timeoutMs: statementTimeoutMs,
        dataDir: app.config.dataDir,
      });
      if (!readiness.ok) {
        app.logger.warn({ requestId: contextOf(request).requestId, reason: readiness.reason }, 'not ready');
        throw new ApiError(503, 'ServiceUnavailable', 'The server cannot store requests now.', {
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
