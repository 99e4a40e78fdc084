import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Times every answer of `fastify` into `http_request_duration_seconds` by route pattern (never
 * the raw path, so the label set stays small) and status.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
