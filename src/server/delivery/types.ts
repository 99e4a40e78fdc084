/**
 * Shared shapes of the delivery half: what a sink receives, what it answers, and the logger.
 */

/** A stored submission as the worker hands it to a sink. */
export interface DeliverySubmission {
  id: string;
  reference: string;
  formType: string;
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  createdAt: Date;
}

/** Per-attempt context: the key a retry repeats, and the signal that aborts on timeout or stop. */
export interface DeliveryContext {
  idempotencyKey: string;
  signal: AbortSignal;
}

/**
 * What one attempt came to:
 * - `delivered`: the sink has it (a duplicate answer counts, the first attempt got through);
 * - `retry`: try again later, never sooner than `retryAfterMs` when given; `configurationError`
 *   marks a problem of ours (bad token, unknown form) that an operator must fix: such a row is
 *   retried without ever becoming a dead letter, so no submission is lost to a misconfiguration;
 * - `failed`: the sink refuses this submission for good; it becomes a dead letter with `reason`.
 * `status` is the HTTP status when there was one; `code` a short machine-readable reason that
 * is safe to log (never a field value).
 */
export type DeliveryOutcome =
  | { kind: 'delivered'; status?: number; duplicate?: boolean }
  | {
      kind: 'retry';
      reason: string;
      code: string;
      status?: number;
      retryAfterMs?: number;
      configurationError?: boolean;
    }
  | { kind: 'failed'; reason: string; code: string; status?: number };

/**
 * What a sink allows: calls in flight at once, and at most `max` calls per `windowMs` (HubSpot:
 * 50 per 10 s). Entries beyond the window's budget go back to the outbox, due when it frees up.
 */
export interface SinkLimits {
  concurrency: number;
  perWindow?: { max: number; windowMs: number } | undefined;
}

/** A delivery target: HubSpot, the SMS gateway, the local inbox, or any later adapter. */
export interface Sink {
  readonly name: string;
  /** Limits the worker keeps to (default: the whole batch at once, no window). */
  readonly limits?: SinkLimits | undefined;
  deliver(submission: DeliverySubmission, ctx: DeliveryContext): Promise<DeliveryOutcome>;
  /** Delivers several at once (one outcome per submission, in order); `deliver` one by one when absent. */
  deliverMany?(submissions: readonly DeliverySubmission[], signal: AbortSignal): Promise<DeliveryOutcome[]>;
}

/** The part of a pino logger the delivery code uses (a pino `Logger` fits). */
export interface DeliveryLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
