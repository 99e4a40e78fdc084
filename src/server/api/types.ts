/** An API answer as the booking handlers build it: status, headers and the JSON text. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a handler may read of the request beyond its parsed body. */
export interface ApiRequestInfo {
  method: string;
  /** Path without the query string, e.g. `/api/contact/velora-contact-en`. */
  path: string;
  /** Header values by lower-case name. */
  headers: Readonly<Record<string, string | undefined>>;
}
