import { classifyNetworkError, classifyResponse } from './classify-response.ts';
import type { DeliveryOutcome } from './types.ts';

/** A sink's reading of its refusal body: a text for the dead-letter list and log-safe codes. */
export type ErrorReader = (body: unknown) => { detail: string; codes: string[] };

/** Options of `postJson`. */
export interface PostJsonOptions {
  sink: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Aborts the call: a timeout (`TimeoutError` reason) or the worker stopping. */
  signal: AbortSignal;
  configErrorDelayMs: number;
  readError: ErrorReader;
}

/** Longest refusal text kept in the dead-letter list. */
const MAX_DETAIL = 1000;

/**
 * POSTs `body` as JSON and turns the answer (or the failure to get one) into a delivery outcome
 * with `classifyResponse`. The answer's body is always consumed so the connection is reused.
 */
export async function postJson(options: PostJsonOptions): Promise<DeliveryOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(options.body),
      signal: options.signal,
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    const reason: unknown = options.signal.reason;
    const timedOut =
      options.signal.aborted && reason instanceof DOMException && reason.name === 'TimeoutError';
    return classifyNetworkError(options.sink, error, timedOut);
  }
  const { detail, codes } = response.ok ? { detail: '', codes: [] } : readSafely(options.readError, text);
  return classifyResponse(
    options.sink,
    {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      detail: detail.slice(0, MAX_DETAIL),
      codes,
    },
    options.configErrorDelayMs,
  );
}

function readSafely(readError: ErrorReader, text: string): { detail: string; codes: string[] } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page, say): keep the start of the text as the detail.
    return { detail: text.replace(/\s+/g, ' ').trim().slice(0, 200), codes: [] };
  }
  const read = readError(body);
  // Codes go to the log: keep only short identifier-like ones, never free text.
  return {
    detail: read.detail,
    codes: read.codes.filter((code) => /^[A-Za-z0-9_.-]{1,64}$/.test(code)).slice(0, 5),
  };
}
