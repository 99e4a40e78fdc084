/**
 * Errors of the booking engine. Each maps to one clean API answer (src/server/booking/booking-api.ts);
 * none of them carries personal data in its message.
 */

/** The booking configuration file is missing or invalid; the message lists every problem. */
export class BookingConfigError extends Error {
  override name = 'BookingConfigError';
  readonly problems: readonly string[];
  constructor(source: string, problems: string[]) {
    super(`Invalid booking configuration in ${source}:\n  - ${problems.join('\n  - ')}`);
    this.problems = problems;
  }
}

/**
 * The slot overlaps another appointment of the same staff member (the exclusion constraint said
 * so, or the re-check found the staff member busy): answered 409 `SlotTakenError`.
 */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError';
  constructor(message = 'This time slot is no longer available; choose another one.') {
    super(message);
  }
}

/**
 * The person (by e-mail address or phone number) already holds BOOKING_MAX_OPEN_PER_PERSON
 * upcoming appointments: answered 409 `BookingLimitError` with the field that matched.
 */
export class BookingLimitError extends Error {
  override name = 'BookingLimitError';
  readonly field: 'email' | 'phone';
  readonly max: number;
  constructor(field: 'email' | 'phone', max: number) {
    super(`The ${field} already holds ${max} upcoming appointments`);
    this.field = field;
    this.max = max;
  }
}

/** What the booking request names does not exist or does not fit (service, staff, times). */
export class BookingRequestError extends Error {
  override name = 'BookingRequestError';
  /** Field name to message code, as in a 400 `ValidationError`. */
  readonly fields: Readonly<Record<string, string>>;
  constructor(fields: Record<string, string>) {
    super(`Invalid booking fields: ${Object.keys(fields).join(', ')}`);
    this.fields = fields;
  }
}

/**
 * The external booking provider (Microsoft Graph) failed. `retryable` says whether asking again
 * later may work (429, 5xx, timeouts, network); `configuration` marks our side's problem
 * (401/403: credentials or permissions); `retryAfterMs` comes from a Retry-After header.
 */
export class BookingProviderError extends Error {
  override name = 'BookingProviderError';
  readonly status: number | undefined;
  readonly code: string;
  readonly retryable: boolean;
  readonly configuration: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    options: {
      status?: number | undefined;
      code: string;
      retryable: boolean;
      configuration?: boolean;
      retryAfterMs?: number | undefined;
    },
  ) {
    super(message);
    this.status = options.status;
    this.code = options.code;
    this.retryable = options.retryable;
    this.configuration = options.configuration ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}
