import type { FastifyInstance } from 'fastify';
import type { FrontAnswer } from '../http/front.ts';
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

/**
 * `answer` with each answer it gives timed into `http_request_duration_seconds` as Fastify's hook
 * above times it (`route` is the pattern of the route that would otherwise have answered).
 */
export function timeAnswers(answer: FrontAnswer, metrics: Metrics, route: string): FrontAnswer {
  return (request, response) => {
    const started = performance.now();
    if (!answer(request, response)) return false;
    response.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      metrics.httpDuration.observe({ route, status: String(response.statusCode) }, seconds);
    });
    return true;
  };
}
