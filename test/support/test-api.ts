/** Helpers for tests that drive the API's Fastify instance through `inject` (no sockets). */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiInstance } from '../../src/server/api/api-instance.ts';
import type { ApiApp, ApiOptions } from '../../src/server/api/api-plugin.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/db.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createVerifier } from '../../src/server/verification/index.ts';
import type { Verifier } from '../../src/server/verification/types.ts';

export const testSigningKey = 'velora-public-signing-key';

/** X-Timestamp and X-Signature for `timestamp` (ms). */
export function signatureHeaders(
  timestamp: number = Date.now(),
  key = testSigningKey,
): Record<string, string> {
  const text = String(timestamp);
  return { 'x-timestamp': text, 'x-signature': createHmac('sha256', key).update(text).digest('base64') };
}

export interface TestRequest {
  method?: string;
  path: string;
  /** Object bodies are sent as JSON; strings and Buffers as they are. */
  body?: unknown;
  /** Headers to add; `undefined` removes a default (content type, signature). */
  headers?: Record<string, string | undefined>;
  /** Sign the request (default true); a number signs with that timestamp. */
  sign?: boolean | number;
  clientAddress?: string;
}

export interface TestResponse {
  status: number;
  /** Answer headers; names in any case (`headers['Retry-After']`). */
  headers: Record<string, string | undefined>;
  body: string;
  json: Record<string, unknown>;
}

/** A header map read case-insensitively, as the tests name headers the way the answers write them. */
function caseless(headers: LightMyRequestResponse['headers']): Record<string, string | undefined> {
  return new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => {
      const value = typeof name === 'string' ? headers[name.toLowerCase()] : undefined;
      return value === undefined ? undefined : String(value);
    },
  });
}

/** Sends `request` to `fastify` as a browser would (JSON, signed) unless told otherwise. */
export async function injectRequest(fastify: FastifyInstance, request: TestRequest): Promise<TestResponse> {
  const sign = request.sign ?? true;
  const merged: Record<string, string | undefined> = {
    'content-type': 'application/json',
    ...(sign === false ? {} : signatureHeaders(sign === true ? Date.now() : sign)),
    ...request.headers,
  };
  const headers = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const payload =
    request.body === undefined
      ? undefined
      : Buffer.isBuffer(request.body) || typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const response = await fastify.inject({
    method: (request.method ?? 'POST') as 'POST',
    url: request.path,
    headers: headers as Record<string, string>,
    remoteAddress: request.clientAddress ?? '203.0.113.7',
    ...(payload === undefined ? {} : { payload }),
  });
  const body = response.body;
  let json: Record<string, unknown> = {};
  if (body) json = JSON.parse(body) as Record<string, unknown>;
  return { status: response.statusCode, headers: caseless(response.headers), body, json };
}

export interface TestApi {
  config: Config;
  /** Every log line written so far (JSON text). */
  logs: string[];
  /** The Fastify instance with the API registered (built on first use). */
  instance(): Promise<FastifyInstance>;
  send(request: TestRequest): Promise<TestResponse>;
}

/** The log lines of a logger that writes to an array. */
export function createTestLogger() {
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', stream: { write: (line: string) => void logs.push(line) } });
  return { logs, logger };
}

/** Wraps an app in a lazily built Fastify instance with the API. */
export function createTestApiFor(app: ApiApp, logs: string[], options: ApiOptions = {}): TestApi {
  let instance: Promise<FastifyInstance> | undefined;
  const get = () => (instance ??= createApiInstance(app, options));
  return {
    config: app.config,
    logs,
    instance: get,
    send: async (request) => injectRequest(await get(), request),
  };
}

/** The API over `db` with verification off unless `env` or `verifier` say otherwise. */
export function createTestApi(options: {
  db: Db;
  env?: Record<string, string>;
  verifier?: Verifier;
  now?: () => number;
}): TestApi {
  const config = loadConfig({
    HUMAN_VERIFICATION: 'off',
    ALTCHA_HMAC_KEY: 'test-altcha-key',
    ...options.env,
  });
  const { logs, logger } = createTestLogger();
  const verifier = options.verifier ?? createVerifier(config, options.db);
  const app: ApiApp = { config, db: options.db, logger, verifier };
  return createTestApiFor(app, logs, options.now ? { now: options.now } : {});
}
