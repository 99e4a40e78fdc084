/** Helpers for tests that drive the API through `api.handle()` (no HTTP). */
import { createHmac } from 'node:crypto';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createLogger } from '../logger.ts';
import { createVerifier } from '../verification/index.ts';
import type { Verifier } from '../verification/types.ts';
import { createApi, type Api } from './create-api.ts';
import { BodyTooLargeError, type ApiRequest, type ApiResponse } from './types.ts';

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
  headers?: Record<string, string | undefined>;
  /** Sign the request (default true); a number signs with that timestamp. */
  sign?: boolean | number;
  clientAddress?: string;
}

/** Builds an ApiRequest the way an adapter would. */
export function buildRequest(request: TestRequest): ApiRequest {
  const raw =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body));
  const sign = request.sign ?? true;
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    ...(sign === false ? {} : signatureHeaders(sign === true ? Date.now() : sign)),
    ...request.headers,
  };
  return {
    method: request.method ?? 'POST',
    path: request.path,
    headers,
    clientAddress: request.clientAddress ?? '203.0.113.7',
    readBody: async (limit) => {
      if (raw.length > limit) throw new BodyTooLargeError(limit);
      return raw;
    },
  };
}

export interface TestApi {
  api: Api;
  config: Config;
  /** Every log line written so far (JSON text). */
  logs: string[];
  send(request: TestRequest): Promise<ApiResponse & { json: Record<string, unknown> }>;
}

/** An API over `db` with verification off unless `env` or `verifier` say otherwise. */
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
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', stream: { write: (line: string) => void logs.push(line) } });
  const verifier = options.verifier ?? createVerifier(config, options.db);
  const api = createApi({
    config,
    db: options.db,
    verifier,
    logger,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    api,
    config,
    logs,
    async send(request) {
      const response = await api.handle(buildRequest(request));
      return {
        ...response,
        json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {},
      };
    },
  };
}
