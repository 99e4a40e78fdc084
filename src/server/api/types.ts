/**
 * Transport-neutral request and response of the API. Adapters turn node:http and Web
 * Request/Response objects into these (src/server/http/).
 */
export interface ApiRequest {
  method: string;
  /** Path without the query string, e.g. `/api/contact/velora-contact-en`. */
  path: string;
  /** The query string without `?` (empty when none); only the booking cancel page reads it. */
  query?: string;
  /** Header values by lower-case name. */
  headers: Record<string, string | undefined>;
  /** Address of the peer that connected (the proxy when behind one). */
  clientAddress: string;
  /** Reads the whole body; rejects with `BodyTooLargeError` once it exceeds `limit` bytes. */
  readBody(limit: number): Promise<Buffer>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Raised by `readBody` when the body is larger than the limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.limit = limit;
  }
}
