import { BookingProviderError } from './errors.ts';

/** Settings of the Microsoft Graph client (see src/config/booking.ts for the variables). */
export interface GraphClientOptions {
  /** `https://graph.microsoft.com/v1.0` unless overridden (MS_GRAPH_API_URL). */
  apiUrl: string;
  /** OAuth 2.0 token endpoint of the tenant (MS_GRAPH_TOKEN_URL). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call timeout (MS_GRAPH_TIMEOUT_MS). */
  timeoutMs: number;
  /** Attempts after a 429 or a retryable failure, within one call. */
  maxRetries: number;
  /** Longest Retry-After waited for inside a call; a longer one is handed to the caller. */
  maxRetryWaitMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** One Graph call. `idempotent: false` (creating an appointment) is never repeated after a timeout or 5xx. */
export interface GraphRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotent?: boolean;
  signal?: AbortSignal | undefined;
}

export interface GraphClient {
  request<T>(request: GraphRequest): Promise<T>;
}

const SCOPE = 'https://graph.microsoft.com/.default';

/**
 * A small Microsoft Graph client: an app-only token by the client-credentials grant, cached until
 * a minute before it expires and fetched again after a 401; every call under a timeout; 429 and
 * 503 honour Retry-After (waited here when short, else raised with `retryAfterMs`); other 5xx
 * and network failures of idempotent calls are retried with a short backoff.
 */
export function createGraphClient(options: GraphClientOptions): GraphClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  const fetchToken = async (signal: AbortSignal): Promise<string> => {
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: SCOPE,
      grant_type: 'client_credentials',
    });
    const response = await send(
      () =>
        doFetch(options.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal,
        }),
      signal,
    );
    const json = (await readJson(response)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    };
    if (!response.ok || typeof json.access_token !== 'string') {
      const code = typeof json.error === 'string' ? json.error : `http-${response.status}`;
      const error = toError(
        response,
        `Microsoft identity platform refused the token request (${code}): check MS_GRAPH_TENANT_ID, MS_GRAPH_CLIENT_ID and MS_GRAPH_CLIENT_SECRET`,
        code,
        now,
      );
      // 400 and 401 here mean wrong credentials or tenant: an operator's fix, not a visitor's retry.
      if (response.status === 400 || response.status === 401) {
        throw new BookingProviderError(error.message, {
          status: response.status,
          code,
          retryable: false,
          configuration: true,
        });
      }
      throw error;
    }
    const lifetime = typeof json.expires_in === 'number' ? json.expires_in : Number(json.expires_in ?? 3600);
    token = { value: json.access_token, expiresAt: now() + Math.max(60, lifetime - 60) * 1000 };
    return token.value;
  };

  const getToken = (signal: AbortSignal): Promise<string> => {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    pendingToken ??= fetchToken(signal).finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  };

  const send = async (call: () => Promise<Response>, signal: AbortSignal): Promise<Response> => {
    try {
      return await call();
    } catch (error) {
      const timedOut =
        signal.aborted && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
      throw new BookingProviderError(
        timedOut
          ? `Microsoft Graph did not answer within ${options.timeoutMs} ms`
          : `Microsoft Graph is unreachable (${error instanceof Error ? error.name : 'error'})`,
        {
          code: timedOut ? 'timeout' : 'network',
          retryable: true,
        },
      );
    }
  };

  return {
    async request<T>(request: GraphRequest): Promise<T> {
      const idempotent = request.idempotent ?? request.method === 'GET';
      let refreshedToken = false;
      for (let attempt = 0; ; attempt += 1) {
        const signal = request.signal
          ? AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)])
          : AbortSignal.timeout(options.timeoutMs);
        let response: Response;
        try {
          const bearer = await getToken(signal);
          response = await send(
            () =>
              doFetch(`${options.apiUrl}${request.path}`, {
                method: request.method,
                headers: {
                  authorization: `Bearer ${bearer}`,
                  accept: 'application/json',
                  ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
                signal,
                redirect: 'error',
              }),
            signal,
          );
        } catch (error) {
          // Network failures and timeouts: the call may have reached Graph, so only idempotent ones repeat.
          if (
            error instanceof BookingProviderError &&
            error.retryable &&
            idempotent &&
            attempt < options.maxRetries &&
            !request.signal?.aborted
          ) {
            await sleep(backoff(attempt));
            continue;
          }
          throw error;
        }
        if (response.ok) return (await readJson(response)) as T;
        const json = (await readJson(response)) as { error?: { code?: unknown } };
        const code = typeof json.error?.code === 'string' ? json.error.code : `http-${response.status}`;
        if (response.status === 401 && !refreshedToken) {
          refreshedToken = true;
          token = undefined;
          continue;
        }
        const error = toError(
          response,
          `Microsoft Graph answered ${response.status} (${code}) to ${request.method} ${request.path.split('?')[0]}`,
          code,
          now,
        );
        // 429 means Graph did not act on the request, so even a create may be repeated.
        const repeatable = response.status === 429 || (idempotent && error.retryable);
        const wait = error.retryAfterMs ?? backoff(attempt);
        if (repeatable && attempt < options.maxRetries && wait <= options.maxRetryWaitMs) {
          await sleep(wait);
          continue;
        }
        throw error;
      }
    },
  };
}

/** Milliseconds a Retry-After header asks for: delta seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: () => number = Date.now): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

function toError(
  response: Response,
  message: string,
  code: string,
  now: () => number = Date.now,
): BookingProviderError {
  const status = response.status;
  return new BookingProviderError(message, {
    status,
    code,
    retryable: status === 408 || status === 429 || status >= 500,
    configuration: status === 401 || status === 403,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

function backoff(attempt: number): number {
  return 200 * 2 ** attempt;
}
