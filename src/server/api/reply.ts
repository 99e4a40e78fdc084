import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickEncoding } from '../../lib/accept-encoding.ts';
import type { ApiResponse } from './types.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers at least this long are compressed when the client accepts it: the booking's service list
 * and calendars (a few KB, about a quarter of that in brotli). Shorter ones, every form's answer
 * among them, go as they are: compressing them would cost more than it saves.
 */
export const minCompressedBytes = 1024;

/** Sends `body` as JSON with `status`; the API headers were set when the request came in. */
export function sendJson(reply: FastifyReply, status: number, body: unknown): void {
  sendJsonText(reply, status, JSON.stringify(body));
}

/** Sends `text`, already JSON, with `status`. */
export function sendJsonText(reply: FastifyReply, status: number, text: string): void {
  void reply.code(status).type(JSON_TYPE).send(text);
}

/** `text` in the encoding the request accepts (br, then gzip), or as it is. */
function encode(reply: FastifyReply, text: string): string | Buffer {
  void reply.header('Vary', 'Accept-Encoding');
  const accept = reply.request.headers['accept-encoding'];
  const encoding = pickEncoding(Array.isArray(accept) ? accept.join(',') : accept);
  if (encoding === 'br') {
    void reply.header('Content-Encoding', 'br');
    return brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    });
  }
  if (encoding === 'gzip') {
    void reply.header('Content-Encoding', 'gzip');
    return gzipSync(text);
  }
  return text;
}

/** Sends an answer built by a booking handler (status, headers, JSON text), compressed when large. */
export function sendAnswer(reply: FastifyReply, answer: ApiResponse): void {
  void reply.code(answer.status).headers(answer.headers).type(JSON_TYPE);
  void reply.send(answer.body.length >= minCompressedBytes ? encode(reply, answer.body) : answer.body);
}
