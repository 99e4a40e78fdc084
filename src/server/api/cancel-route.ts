import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CancelHandler } from '../booking/cancel-booking.ts';
import { ApiError } from './api-error.ts';
import { contextOf, header } from './context.ts';
import { addRefusal } from './route-factory.ts';
import { otherMethods, withTrailingSlash } from './routes.ts';
import type { ApiResponse } from './types.ts';

/** The cancel link of the booking confirmation e-mail (src/server/booking/cancel-booking.ts). */
export const cancelPath = '/api/booking/cancel';
/** A cancel request carries an id, a signature and a language: a few hundred bytes. */
const cancelBodyLimit = 4096;

/**
 * `GET`/`HEAD`/`POST /api/booking/cancel`, in a scope of its own: no signature or Content-Type
 * step (the link is opened from an e-mail, the page's button posts an HTML form), bodies as
 * `application/x-www-form-urlencoded` or JSON up to 4 KB, the raw query string handed on. GET
 * only shows the confirmation page; POST cancels. Other methods answer 405.
 */
export async function registerCancelRoute(scope: FastifyInstance, cancel: CancelHandler): Promise<void> {
  await scope.register(async (route) => {
    route.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: cancelBodyLimit },
      (_request, body, done) => done(null, body),
    );
    for (const url of withTrailingSlash(cancelPath)) {
      route.route({
        method: ['GET', 'POST'],
        url,
        bodyLimit: cancelBodyLimit,
        handler: async (request, reply) => {
          const query = request.url.indexOf('?');
          const answer = await cancel(
            {
              method: request.method,
              query: query === -1 ? '' : request.url.slice(query + 1),
              contentType: header(request, 'content-type') ?? '',
              body: typeof request.body === 'string' ? request.body : '',
            },
            contextOf(request).requestId,
          );
          sendPage(reply, answer);
        },
      });
    }
    const allow = 'GET, HEAD, POST';
    const refusal = () =>
      new ApiError(405, 'MethodNotAllowed', `Use ${allow.replace(/, (?=POST)/, ' or ')}.`, {
        headers: { Allow: allow },
      });
    addRefusal(route, withTrailingSlash(cancelPath), otherMethods(['GET', 'POST']), refusal);
  });
}

/** Sends a cancel answer as built (an HTML page or JSON, with its own headers). */
function sendPage(reply: FastifyReply, answer: ApiResponse): void {
  void reply.code(answer.status).headers(answer.headers).send(answer.body);
}
