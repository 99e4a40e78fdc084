/**
 * An API failure as the browser sees it (SPEC section 7): `name` is the answer's `errorName`
 * (`ValidationError`, `RecaptchaNotEnoughScoresError`, `InternalError`, ...), `fields` the field
 * messages of a `ValidationError`, keyed by wire name.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(name: string, message: string, status: number, fields: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = name;
    this.status = status;
    this.fields = fields;
  }
}

/** Name of the error a too-low invisible score gives: the visible challenge must follow. */
export const notEnoughScoresErrorName = 'RecaptchaNotEnoughScoresError';

/** True for the error of a cancelled request (closed modal, second submit); such errors are ignored. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
