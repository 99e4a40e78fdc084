import type { Server } from 'node:http';
import { pathOfUrl } from '../api/context.ts';
import { healthPath, readinessPath, withTrailingSlash } from '../api/routes.ts';

/** The paths of the operators' probes, as the API answers them: not visitors' requests. */
const probePaths: ReadonlySet<string> = new Set([healthPath, readinessPath].flatMap(withTrailingSlash));

/** True when `url` (path and query) asks for one of the probes. */
function isProbe(url: string | undefined): boolean {
  return url !== undefined && probePaths.has(pathOfUrl(url));
}

/**
 * Counts the requests `server` receives from visitors, every path and answer alike, and returns a
 * reader of the count. The delivery worker yields to the site while it grows (`delivery/worker.ts`).
 * The liveness and readiness probes are left out: a load balancer or Kubernetes asks them every
 * few seconds whatever the traffic, and counted, each would make the worker yield as if a visitor
 * were waiting. A listener on the HTTP server itself, not a Fastify hook: one comparison and one
 * addition per request, before routing.
 */
export function countRequests(server: Server): () => number {
  let requests = 0;
  server.on('request', (request: { url?: string }) => {
    if (!isProbe(request.url)) requests += 1;
  });
  return () => requests;
}
