import type { Api } from '../api/create-api.ts';
import { BodyTooLargeError, type ApiRequest, type ApiResponse } from '../api/types.ts';

/** Reads a Web Request body, rejecting with BodyTooLargeError past `limit` bytes. */
async function readWebBody(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Web Request → ApiRequest. */
export function toApiRequestFromWeb(request: Request, clientAddress: string): ApiRequest {
  const url = new URL(request.url);
  const headers: Record<string, string | undefined> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return {
    method: request.method,
    path: url.pathname,
    query: url.search.slice(1),
    headers,
    clientAddress,
    readBody: (limit) => readWebBody(request, limit),
  };
}

/** ApiResponse → Web Response. */
export function toWebResponse(answer: ApiResponse): Response {
  const noBody = answer.status === 204 || answer.status === 304;
  return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/** Answers a Web Request with the API. */
export async function handleWebRequest(api: Api, request: Request, clientAddress: string): Promise<Response> {
  return toWebResponse(await api.handle(toApiRequestFromWeb(request, clientAddress)));
}
