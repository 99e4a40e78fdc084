import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import { createNodeApiHandler } from './node-api-adapter.ts';
import { getApiSecurityHeaders } from './security-headers.ts';
import { startDeliveryWorker, type DeliveryWorker } from '../delivery/worker.ts';
import { getSiteCspOptions } from './site-csp.ts';
import { createStaticSite } from './static-site.ts';

export type StaticHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface RunningServer {
  app: App;
  server: Server;
  /** Address the server listens on, e.g. `http://127.0.0.1:4321`. */
  url: string;
  /** Stops accepting connections, waits for requests in flight, stops the worker, closes the db. */
  close(): Promise<void>;
}

/** Paths answered by the API; everything else goes to the static site. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || /^\/(healthz|readyz)(?:[/?]|$)/.test(url);
}

/** The built site, when there is one: without a build the server answers the API alone. */
async function loadStaticHandler(root: string, config: Config): Promise<StaticHandler | undefined> {
  if (!existsSync(root)) return undefined;
  const csp = getSiteCspOptions({
    humanVerification: config.humanVerification,
    contentDir: process.env['CONTENT_DIR'],
  });
  return createStaticSite({ root, csp });
}

/** The delivery worker of this process; the booking provider is the sink of booking requests. */
function startWorker(app: App): DeliveryWorker {
  return startDeliveryWorker({
    db: app.db,
    config: app.config,
    logger: app.logger,
    sinks: app.booking.sinks,
  });
}

function notFound(response: ServerResponse): void {
  const body = JSON.stringify({ errorName: 'NotFound', message: 'Not found.' });
  response.writeHead(404, {
    ...getApiSecurityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}

/**
 * One node:http server: `/api/*`, `/healthz` and `/readyz` go to the API, everything else to the
 * static handler (given, or src/server/http/static-site.ts serving `staticRoot`, or a 404).
 */
export async function startServer(options: {
  config: Config;
  staticHandler?: StaticHandler;
  staticRoot?: string;
  app?: App;
  /** Start the delivery worker in this process (default true). */
  worker?: boolean;
}): Promise<RunningServer> {
  const { config } = options;
  const app = options.app ?? (await createApp(config));
  const staticHandler =
    options.staticHandler ??
    (await loadStaticHandler(options.staticRoot ?? path.resolve('dist', 'client'), config));
  const apiHandler = await createNodeApiHandler(app);

  const server = createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
    const url = request.url ?? '/';
    const handler = isApiPath(url) ? apiHandler : staticHandler;
    const done = handler ? handler(request, response) : Promise.resolve(notFound(response));
    done.catch((error: unknown) => {
      app.logger.error(
        { err: { type: error instanceof Error ? error.name : typeof error } },
        'unhandled request error',
      );
      if (!response.headersSent) {
        response.writeHead(500, {
          ...getApiSecurityHeaders(),
          'Content-Type': 'application/json; charset=utf-8',
        });
        response.end(
          JSON.stringify({ errorName: 'InternalError', message: 'Something went wrong on our side.' }),
        );
      } else {
        response.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  const worker = options.worker === false ? undefined : startWorker(app);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests in flight get 10 seconds to finish.
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      timer.unref();
      await stopped;
      clearTimeout(timer);
      await worker?.stop();
      await app.close();
    })();
    return closing;
  };

  return { app, server, url, close };
}
