import Fastify from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * `/metrics` in Prometheus text format on its own port (`METRICS_PORT`), bound to 127.0.0.1
 * unless `METRICS_HOST` says otherwise: never on the public port.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  const url = await server.listen({ port: options.port, host: options.host });
  return { url, close: () => server.close() };
}
