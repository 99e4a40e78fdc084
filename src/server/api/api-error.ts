import type { ApiErrorName } from './responses.ts';

/** Options of an `ApiError`: field codes for a 400, extra answer headers. */
export interface ApiErrorOptions {
  fields?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
}

const noHeaders: Readonly<Record<string, string>> = Object.freeze({});

/**
 * A refusal of the request pipeline: thrown by a step, answered by the API's error handler as
 * `{ errorName, message, fields? }` with `statusCode` and `headers`. It carries no stack trace:
 * a refusal is an answer, not a fault to trace, and capturing one was a tenth of the CPU of
 * each refused request (a flood of bad signatures, bench/submissions.mjs).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly errorName: ApiErrorName | string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>>;
  #bodyText: string | undefined;
  constructor(
    statusCode: number,
    errorName: ApiErrorName | string,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.statusCode = statusCode;
    this.errorName = errorName;
    this.fields = options.fields;
    this.headers = options.headers ?? noHeaders;
  }

  /** The answer's body, `{ errorName, message, fields? }` as JSON text, made once per error. */
  get bodyText(): string {
    this.#bodyText ??= JSON.stringify(
      this.fields
        ? { errorName: this.errorName, message: this.message, fields: this.fields }
        : { errorName: this.errorName, message: this.message },
    );
    return this.#bodyText;
  }
}

/** 400 `ValidationError` naming each invalid field with its message code. */
export function validationError(fields: Readonly<Record<string, string>>): ApiError {
  return new ApiError(400, 'ValidationError', `Invalid fields: ${Object.keys(fields).join(', ')}.`, {
    fields,
  });
}

/** 400 `BadRequest`. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BadRequest', message);
}

/** 413 for a body over `limit` bytes. */
export function payloadTooLarge(limit: number): ApiError {
  return new ApiError(413, 'PayloadTooLarge', `The body must not exceed ${limit} bytes.`);
}
