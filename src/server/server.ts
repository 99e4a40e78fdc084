import { existsSync } from 'node:fs';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { registerApi } from './api/api-plugin.ts';
import { trustProxyOption } from './api/trust-proxy.ts';
import { createApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery/worker.ts';
import { createFront } from './http/front.ts';
import { countRequests } from './http/request-count.ts';
import { timeAnswers } from './metrics/http-metrics.ts';
import { getApiSecurityHeaders } from '../lib/security-headers.ts';
import { warnOnVerificationMismatch } from './site/build-verification.ts';
import { registerSite, siteRoute } from './site/register-site.ts';
import {
  countDeliveryAttempt,
  registerEditorsAndOperators,
  registerPublishing,
} from './editors-and-operators.ts';
import type { Metrics } from './metrics/metrics.ts';
import { getPointerFile, readPublishedRoot } from './publish/live-site.ts';
import { getRequestId, registerRequestIdHeader } from './request-id.ts';

export interface ServerOptions {
  config: Config;
  /** The domain (db, verifier, booking, logger); made from `config` when not given. Closed with the server. */
  app?: App;
  /** The built site; `dist/client` by default. Without it the server answers the API alone. */
  staticRoot?: string;
  /** Run the delivery worker in this process (default true). */
  worker?: boolean;
}

/** Requests in flight at close get this long to finish before their connections are cut. */
const closeGraceMs = 10_000;

/**
 * The one Fastify app of the process, registered in the order a request meets it: the API
 * (`/api/*`, `/healthz`, `/readyz`), then the static site for every other path. Closing it stops
 * accepting connections, lets requests in flight finish, stops the delivery worker, closes the db.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = options.app ?? (await createApp(config));
  const front = createFront({ connectionTimeout: 60_000, keepAliveTimeout: 5_000, requestTimeout: 30_000 });
  const fastify = Fastify({
    // The app's pino logger (service name, redaction of personal fields) is the server's too.
    loggerInstance: app.logger as FastifyBaseLogger,
    // Per-request lines would carry client addresses; the API logs what it needs without them.
    logController: new LogController({ disableRequestLogging: true }),
    rewriteUrl: escapeMalformedPath,
    // TRUST_PROXY counts the proxy hops in front; request.ip is the address the outermost one saw.
    trustProxy: trustProxyOption(config.trustProxy),
    // The site's files kept in memory are answered ahead of Fastify's routing (http/front.ts).
    serverFactory: front.serverFactory,
    forceCloseConnections: 'idle',
    // Every log line of a request carries its id; the answer returns it in X-Request-Id.
    genReqId: getRequestId,
  });
  registerRequestIdHeader(fastify);
  // Root hooks first (metrics, preview): the API and site registered after them get them too.
  const { metrics } = registerEditorsAndOperators(fastify, app);

  await registerApi(fastify, app);

  const deployed = options.staticRoot ?? path.resolve('dist', 'client');
  // With publishing on, the last build a webhook made live is served again after a restart; a
  // replica following a publisher starts on the publisher's live build.
  const pointerFile =
    config.followSitePointer ?? (config.webhookSecret ? getPointerFile(config.dataDir) : undefined);
  const staticRoot = pointerFile ? readPublishedRoot(pointerFile, deployed) : deployed;
  if (existsSync(staticRoot)) {
    const site = await registerSite(fastify, { root: staticRoot });
    front.use(metrics ? timeAnswers(site.answerFromMemory, metrics, siteRoute) : site.answerFromMemory);
    warnOnVerificationMismatch(staticRoot, config.humanVerification, fastify.log);
    await registerPublishing(fastify, app, site, metrics);
  } else {
    fastify.log.warn({ staticRoot }, 'no build to serve: answering the API alone');
    fastify.setErrorHandler(handleError);
    fastify.setNotFoundHandler(answerNotFound);
  }

  addLifecycle(fastify, app, options.worker !== false, metrics);
  // Closing, every request goes to Fastify, which answers 503 and ends the connection.
  fastify.addHook('preClose', async () => front.close());
  return fastify;
}

/** Worker on ready; at close a deadline for requests in flight, then the worker, then the db. */
function addLifecycle(fastify: FastifyInstance, app: App, runWorker: boolean, metrics?: Metrics): void {
  let worker: DeliveryWorker | undefined;
  let deadline: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    if (runWorker)
      worker = startDeliveryWorker({
        db: app.db,
        config: app.config,
        logger: app.logger,
        sinks: app.booking.sinks,
        onAttempt: (record, attempt) => countDeliveryAttempt(metrics, record, attempt),
        // Only a worker in this process yields to the site, so only then are requests counted.
        siteRequests: countRequests(fastify.server),
      });
  });
  fastify.addHook('preClose', async () => {
    deadline = setTimeout(() => fastify.server.closeAllConnections(), closeGraceMs);
    deadline.unref();
  });
  // onClose hooks run once the HTTP server has closed, i.e. after the last request in flight.
  fastify.addHook('onClose', async () => {
    clearTimeout(deadline);
    await worker?.stop();
    await app.close();
  });
}

/** The address the server listens on, e.g. `http://127.0.0.1:4321`. */
export function getServerUrl(fastify: FastifyInstance): string {
  const address = fastify.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function sendJson(reply: FastifyReply, status: number, errorName: string, message: string): FastifyReply {
  return reply
    .code(status)
    .headers(getApiSecurityHeaders())
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ errorName, message }));
}

/**
 * A path with a malformed escape (`/%E0%A4%A`) would be refused by the router with a bare 400; with
 * its `%` escaped it reaches the routes as the literal path it is, so the site answers it like any
 * unknown path (the 404 page of its language).
 */
function escapeMalformedPath(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (!url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return pathname.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
  }
}

/** Without a build, a path outside the API gets the API's 404. */
function answerNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendJson(reply, 404, 'NotFound', 'Not found.');
}

/** Without a build, errors outside the API: a client error keeps its status, else a 500 without details. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status < 500)
    return sendJson(reply, status, (STATUS_CODES[status] ?? 'Bad Request').replace(/\W/g, ''), error.message);
  request.log.error({ err: { type: error.name, code: error.code } }, 'unhandled request error');
  return sendJson(reply, 500, 'InternalError', 'Something went wrong on our side.');
}
