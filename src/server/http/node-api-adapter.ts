import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from '../api/create-api.ts';
import { BodyTooLargeError, type ApiRequest, type ApiResponse } from '../api/types.ts';

/** Reads a node:http request body, rejecting with BodyTooLargeError past `limit` bytes. */
function readNodeBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop buffering; the rest is discarded and the connection closed after the answer.
        request.resume();
        finish(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    const onClose = () => finish(new Error('Request closed before its body was read'));
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

/** The peer address without the IPv4-mapped IPv6 prefix. */
function peerAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** node:http request → ApiRequest. */
export function toApiRequest(request: IncomingMessage): ApiRequest {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  // node:http gives lower-case names and joins repeated request headers into one string (only
  // Set-Cookie, which requests do not carry, would be an array), so no copy is needed.
  const headers = request.headers as Record<string, string | undefined>;
  return {
    method: request.method ?? 'GET',
    path: query === -1 ? url : url.slice(0, query),
    query: query === -1 ? '' : url.slice(query + 1),
    headers,
    clientAddress: peerAddress(request),
    readBody: (limit) => readNodeBody(request, limit),
  };
}

/** ApiResponse → node:http response. */
export function sendApiResponse(response: ServerResponse, answer: ApiResponse): void {
  response.writeHead(answer.status, {
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
  });
  // A string body goes out in one write together with the headers.
  response.end(answer.body, 'utf8');
}

/** A node:http handler answering with the API. */
export function createNodeApiHandler(
  api: Api,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const answer = await api.handle(toApiRequest(request));
    sendApiResponse(response, answer);
  };
}
