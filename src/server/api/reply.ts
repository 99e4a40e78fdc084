import type { FastifyReply } from 'fastify';
import type { ApiResponse } from './types.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends `body` as JSON with `status`; the API headers were set when the request came in. */
export function sendJson(reply: FastifyReply, status: number, body: unknown): void {
  void reply.code(status).type(JSON_TYPE).send(JSON.stringify(body));
}

/** Sends an answer built by a booking handler (status, headers, JSON text). */
export function sendAnswer(reply: FastifyReply, answer: ApiResponse): void {
  void reply.code(answer.status).headers(answer.headers).type(JSON_TYPE).send(answer.body);
}
