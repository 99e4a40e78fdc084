import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface RecordedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An answer: status, headers, JSON body; `delayMs` holds it back (to provoke timeouts). */
export interface StandInAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
}

/**
 * A local HTTP server on 127.0.0.1 and a random port, speaking a third party's API for tests
 * and local development. Scripted answers (`enqueue`) come first; then `handle` decides.
 * `down()` closes the port (connections refused) and `up()` opens the same port again.
 */
export interface StandInServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  enqueue(...answers: StandInAnswer[]): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a stand-in whose default behaviour is `handle`. */
export async function startStandInServer(
  handle: (request: RecordedRequest) => StandInAnswer,
): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const script: StandInAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let server: Server | undefined;
  let port = 0;

  const open = async () => {
    const next = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          // Keep the raw text: the handler answers 400 for a body that is not JSON.
        }
        const request: RecordedRequest = {
          at: Date.now(),
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
        };
        requests.push(request);
        const answer = script.shift() ?? handle(request);
        const send = () => {
          timers.delete(timer);
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        };
        const timer = setTimeout(send, answer.delayMs ?? 0);
        timers.add(timer);
      });
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const shut = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await open();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...answers) => script.push(...answers),
    down: shut,
    up: async () => {
      if (!server) await open();
    },
    close: shut,
  };
}
