import { findFormEndpoint } from '../endpoints.ts';
import { formIdKinds, type FormIdKind } from '../form-ids.ts';
import { createSignatureHeaders } from '../signing.ts';
import { ApiError } from './api-error.ts';
import { checkResponse } from './check-response.ts';

const env = import.meta.env as Readonly<Record<string, string | undefined>>;

/**
 * The request-signing key handed to the browser by the build (`PUBLIC_API_SIGNING_KEY`, the same
 * value as the server's `API_SIGNING_KEY`). Public by nature (DESIGN.md decision 11).
 */
export const apiSigningKey: string = env['PUBLIC_API_SIGNING_KEY'] || 'velora-public-signing-key';

/** A stored submission: its id and the reference a person can quote (SPEC section 7). */
export interface SubmissionValue {
  id: string;
  reference: string;
}

/** Options of {@link postJson}. */
export interface PostOptions {
  signal?: AbortSignal | undefined;
  /** One key per submission attempt, so a retried request never stores twice. */
  idempotencyKey?: string | undefined;
  fetch?: typeof fetch | undefined;
  now?: () => number;
}

/**
 * POSTs `body` as JSON to the API with the signature headers of SPEC section 6 (`X-Timestamp`,
 * `X-Signature`) and an `Idempotency-Key`, and passes the answer through the shared checker.
 */
export async function postJson<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(await createSignatureHeaders(apiSigningKey, (options.now ?? Date.now)())),
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return checkResponse<T>(response);
}

/** A fresh idempotency key: 128 random bits as hex (works where `randomUUID` is missing too). */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs a form's body after checking it with the very payload schema the server validates with
 * (`payloads.ts` through `validate.ts`, loaded on the first submission): a body the server would refuse is refused here with the
 * same `ValidationError` and field codes, without a round trip. `formIds` are the page's own form
 * ids, which tell a contact from a subscribe form on `/api/contact/{formId}`.
 */
export async function postForm(
  path: string,
  body: Record<string, unknown>,
  formIds: Readonly<Record<FormIdKind, string>>,
  options: PostOptions = {},
): Promise<SubmissionValue> {
  const endpoint = findFormEndpoint(path, (formId) => formIdKinds.find((kind) => formIds[kind] === formId));
  if (!endpoint || 'unknownFormId' in endpoint)
    throw new Error(`${path} is not a form endpoint of this page`);
  // The schemas (zod) load with the first submission, not when a form opens (issue 16, goal 4).
  const [{ payloadSchemas }, { validatePayload }] = await Promise.all([
    import('../payloads.ts'),
    import('../validate.ts'),
  ]);
  const outcome = validatePayload(payloadSchemas[endpoint.formType], body);
  if (!outcome.ok) throw new ApiError('ValidationError', 'The form has invalid fields.', 400, outcome.fields);
  return postJson<SubmissionValue>(path, body, options);
}
