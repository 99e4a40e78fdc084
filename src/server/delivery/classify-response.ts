import type { DeliveryOutcome } from './types.ts';

/** Longest Retry-After we accept; a larger answer is treated as this (a day). */
const MAX_RETRY_AFTER_MS = 86_400_000;

/**
 * Reads a `Retry-After` header: whole seconds or an HTTP date. Returns milliseconds from `now`,
 * never negative and capped at a day, or `undefined` when the header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // An HTTP date names its weekday and month ("Sat, 21 Nov 2026 10:00:30 GMT").
  const date = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}

/** The parts of a sink's HTTP answer that decide the outcome. */
export interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  /** The sink's own explanation of a refusal (already reduced to text), if any. */
  detail: string;
  /** Short, log-safe codes the sink gave (e.g. HubSpot's `errorType`s). */
  codes: string[];
}

/**
 * Maps an HTTP answer to a delivery outcome, the same way for every HTTP sink:
 * 2xx delivered; 409 delivered as a duplicate (the sink already has this idempotency key);
 * 429, 408, 5xx retry (Retry-After honoured); 401/403/404 retry with the configuration delay
 * (our settings are wrong, not the visitor's data); any other 4xx fails for good.
 */
export function classifyResponse(
  sink: string,
  answer: HttpAnswer,
  configErrorDelayMs: number,
): DeliveryOutcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (status === 409) return { kind: 'delivered', status, duplicate: true };
  const code = answer.codes.length > 0 ? answer.codes.join(',') : `http-${status}`;
  const reason = `${sink} answered ${status}${answer.detail ? `: ${answer.detail}` : ''}`;
  if (status === 429 || status === 408 || status >= 500) {
    const retryAfterMs = parseRetryAfter(answer.retryAfter);
    return { kind: 'retry', status, code, reason, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  if (status === 401 || status === 403 || status === 404) {
    return {
      kind: 'retry',
      status,
      code,
      reason: `${reason} (check the ${sink} token, account id and form ids; entries are kept and retried)`,
      retryAfterMs: configErrorDelayMs,
      configurationError: true,
    };
  }
  return { kind: 'failed', status, code, reason };
}

/**
 * Maps an error thrown by `fetch` (refused connection, reset, DNS, timeout) to a retry.
 * `timedOut` tells a timeout from a stop of the worker.
 */
export function classifyNetworkError(sink: string, error: unknown, timedOut: boolean): DeliveryOutcome {
  if (timedOut) return { kind: 'retry', code: 'timeout', reason: `${sink} did not answer in time` };
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : 'network';
  const message = cause instanceof Error ? cause.message : String(cause);
  return { kind: 'retry', code, reason: `${sink} unreachable: ${message}` };
}
