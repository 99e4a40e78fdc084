import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request whole and returns true, or returns false, having done nothing, to leave it to Fastify. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The HTTP server's own timeouts, which Fastify leaves to whoever makes the server. */
export interface ServerTimeouts {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
}

/**
 * The HTTP server in front of Fastify (its `serverFactory`): each request is offered first to one
 * answer that needs no routing, hooks or request objects (the site's pages kept in memory, a map
 * lookup: `register-site.ts`), and every request that answer declines goes to Fastify as before.
 * Until an answer is set, and from `close()` on, every request goes to Fastify, which answers
 * those arriving while the server closes with 503 and ends their connections.
 */
export function createFront(timeouts: ServerTimeouts) {
  let answer: FrontAnswer | undefined;
  let open = true;
  const serverFactory: FastifyServerFactory<Server> = (handler) => {
    const server = createServer((request, response) => {
      if (!(open && answer?.(request, response))) handler(request, response);
    });
    // What Fastify does with these options when it makes the server itself.
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
  return {
    serverFactory,
    /** `next` answers what it can, ahead of Fastify, from now on. */
    use(next: FrontAnswer): void {
      answer = next;
    },
    /** Every request from now on goes to Fastify. */
    close(): void {
      open = false;
    },
  };
}
