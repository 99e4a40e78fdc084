/**
 * The database could not serve a request in time: a statement, lock or connection timeout, the
 * embedded database's queue too deep, or PostgreSQL unreachable. The request did not happen (or
 * was rolled back); the client should retry later. HTTP layers answer 503 with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly statusCode = 503;
  /** Seconds a client should wait before retrying (the `Retry-After` header). */
  readonly retryAfterSeconds: number;
  /** What went wrong, for logs: `timeout`, `lock-timeout`, `connection`, `queue-full`. */
  readonly reason: DatabaseUnavailableReason;

  constructor(
    reason: DatabaseUnavailableReason,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }
}

export type DatabaseUnavailableReason = 'timeout' | 'lock-timeout' | 'connection' | 'queue-full';

/** `Retry-After` for a timeout of `timeoutMs`: the timeout rounded up to seconds, 1 to 30. */
export function retryAfterFor(timeoutMs: number): number {
  return Math.min(30, Math.max(1, Math.ceil(timeoutMs / 1000)));
}

/** SQLSTATEs meaning "not now" rather than "wrong request". */
const unavailableStates: Record<string, DatabaseUnavailableReason> = {
  '57014': 'timeout', // query_canceled: statement_timeout
  '55P03': 'lock-timeout', // lock_not_available: lock_timeout
  '57P01': 'connection', // admin_shutdown
  '57P02': 'connection', // crash_shutdown
  '57P03': 'connection', // cannot_connect_now (starting up, recovering)
  '53300': 'connection', // too_many_connections
  '25P03': 'timeout', // idle_in_transaction_session_timeout
};

/** Node socket errors and `pg` client messages of a database that cannot be reached in time. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const clientTimeouts = [
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
];

/**
 * Turns an error of the `pg` driver into a `DatabaseUnavailableError` when it means the database
 * could not serve in time; returns any other error unchanged (constraint violations stay what
 * they are, so callers keep handling them).
 */
export function classifyDatabaseError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof DatabaseUnavailableError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const retryAfterSeconds = retryAfterFor(timeoutMs);
  if (typeof code === 'string') {
    const reason = unavailableStates[code] ?? (connectionCodes.has(code) ? 'connection' : undefined);
    if (reason)
      return new DatabaseUnavailableError(reason, `database unavailable: ${error.message}`, {
        retryAfterSeconds,
        cause: error,
      });
    if (code.startsWith('08'))
      return new DatabaseUnavailableError('connection', `database connection failed: ${error.message}`, {
        retryAfterSeconds,
        cause: error,
      });
  }
  if (clientTimeouts.some((pattern) => pattern.test(error.message)))
    return new DatabaseUnavailableError('connection', `database unavailable: ${error.message}`, {
      retryAfterSeconds,
      cause: error,
    });
  return error;
}
