import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';

/**
 * Answers a Web Request with the API's Fastify instance (`inject`): the body is handed over as a
 * stream, so a request the pipeline refuses before its body is needed is answered without reading
 * it, and the route's body limit applies as on the node server.
 */
export async function handleWebRequest(
  fastify: FastifyInstance,
  request: Request,
  clientAddress: string,
): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const payload = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : undefined;
  const answer = await fastify.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers,
    remoteAddress: clientAddress || '0.0.0.0',
    ...(payload ? { payload } : {}),
  });
  payload?.destroy();
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || name === 'content-length' || name === 'connection') continue;
    for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
  }
  const noBody = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
  return new Response(noBody ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: responseHeaders,
  });
}
