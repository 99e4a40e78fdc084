import { ApiError } from './api-error.ts';

function readFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

/**
 * The shared response checker (SPEC section 7): reads the JSON body; when the answer is not ok it
 * throws an {@link ApiError} named after the body's `errorName` (or `HttpError` when the body has
 * none, e.g. a proxy's HTML page), carrying `fields` of a validation error. An ok answer gives its
 * `value`.
 */
export async function checkResponse<T>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const name =
      typeof record['errorName'] === 'string' && record['errorName'] !== ''
        ? record['errorName']
        : 'HttpError';
    const message =
      typeof record['message'] === 'string' ? record['message'] : `The server answered ${response.status}.`;
    throw new ApiError(name, message, response.status, readFields(record['fields']));
  }
  if (!('value' in record))
    throw new ApiError('InvalidResponse', 'The server answered without a value.', response.status);
  return record['value'] as T;
}
