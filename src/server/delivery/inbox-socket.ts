import { chmod, unlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { dataDirFiles } from '../db/data-dir-lock.ts';
import type { Db } from '../db/db.ts';
import { DatabaseUnavailableError } from '../db/errors.ts';
import { runInboxCommand } from './inbox-commands.ts';

/**
 * The server's admin socket: `DATA_DIR/server.sock`, a Unix domain socket that only the owner of
 * the server process can reach (mode 600). `npm run inbox` asks the running server through it
 * instead of opening the embedded database, which is this process's alone.
 *
 * HTTP over the socket:
 *   POST /inbox  {"args": [...]}  runs one inbox command against the server's database and
 *                answers {exitCode, stdout, stderr, files: [{path, text}]} (files of
 *                `export --out`, which the CLI writes itself, where it was started).
 *   GET  /status  {pid, dataDir}
 */
export interface AdminSocket {
  /** The socket's path, or undefined when none is served (PostgreSQL: the CLI connects itself). */
  readonly path: string | undefined;
  close(): Promise<void>;
}

/** The longest socket path every platform binds (Linux 107 bytes, macOS 103). */
const MAX_SOCKET_PATH = 103;
const MAX_REQUEST_BYTES = 64 * 1024;

/** The answer of `POST /inbox`. */
export interface InboxCommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  files: { path: string; text: string }[];
}

/** Path of the admin socket of `dataDir`. */
export function adminSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), dataDirFiles.socket);
}

/** Runs an inbox command on `db` (left open), capturing what it writes. */
export async function runCapturedInboxCommand(db: Db, args: string[]): Promise<InboxCommandResult> {
  const result: InboxCommandResult = { exitCode: 0, stdout: '', stderr: '', files: [] };
  result.exitCode = await runInboxCommand(args, {
    openDb: () => Promise.resolve({ ...db, close: () => Promise.resolve() }),
    write: (text) => {
      result.stdout += text;
    },
    writeError: (text) => {
      result.stderr += text;
    },
    writeFile: (file, text) => {
      result.files.push({ path: file, text });
      return Promise.resolve();
    },
  });
  return result;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) throw new RangeError('request too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function isArgs(value: unknown): value is { args: string[] } {
  const args = (value as { args?: unknown } | null)?.args;
  return Array.isArray(args) && args.length <= 100 && args.every((arg) => typeof arg === 'string');
}

async function handle(db: Db, dataDir: string, request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'GET' && request.url === '/status') {
    return send(response, 200, { pid: process.pid, dataDir });
  }
  if (request.method !== 'POST' || request.url !== '/inbox')
    return send(response, 404, { error: 'not found' });
  let body: unknown;
  try {
    body = await readJson(request);
  } catch {
    return send(response, 400, { error: 'expected a JSON body {"args": [...]} of at most 64 KiB' });
  }
  if (!isArgs(body)) return send(response, 400, { error: 'expected {"args": [strings]}' });
  try {
    return send(response, 200, await runCapturedInboxCommand(db, body.args));
  } catch (error) {
    const status = error instanceof DatabaseUnavailableError ? 503 : 500;
    return send(response, status, { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Serves the admin socket in `dataDir` for this server process. Call it once the database is
 * open: with PGlite on disk this process holds the data-directory lock, so a socket file left by a
 * killed predecessor is stale and replaced. With PostgreSQL (`config.databaseUrl`) nothing is
 * served: the CLI connects to PostgreSQL itself.
 */
export async function startAdminSocket(options: {
  db: Db;
  config: { readonly databaseUrl?: string | undefined };
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  dataDir: string;
}): Promise<AdminSocket> {
  const { db, logger } = options;
  if (options.config.databaseUrl || db.kind !== 'pglite') {
    return { path: undefined, close: () => Promise.resolve() };
  }
  const dataDir = path.resolve(options.dataDir);
  const socketPath = adminSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the admin socket: `npm run inbox` cannot reach this server; stop it to use the CLI',
    );
    return { path: undefined, close: () => Promise.resolve() };
  }
  await unlink(socketPath).catch(() => undefined);
  const server = createServer((request, response) => {
    handle(db, dataDir, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  logger.info({ socketPath }, 'admin socket listening');
  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => unlink(socketPath).catch(() => undefined));
      return closing;
    },
  };
}
