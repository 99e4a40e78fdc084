import type { Server } from 'node:http';

/**
 * Counts the requests `server` receives, every path and answer alike, and returns a reader of the
 * count. The delivery worker yields to the site while it grows (`delivery/worker.ts`). A listener
 * on the HTTP server itself, not a Fastify hook: one addition per request, before routing.
 */
export function countRequests(server: Server): () => number {
  let requests = 0;
  server.on('request', () => {
    requests += 1;
  });
  return () => requests;
}
