import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RebuildQueue } from './rebuild-queue.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';
import { parseStoryWebhook } from './webhook-payload.ts';

export const webhookPath = '/api/storyblok/webhook';
const WEBHOOK_BODY_LIMIT = 64 * 1024;

function refuse(reply: FastifyReply, status: number, errorName: string, message: string): FastifyReply {
  return reply.code(status).header('Connection', 'close').send({ errorName, message });
}

/** Refuses an unsigned call before a byte of its body is read. */
async function requireSignatureHeader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.headers['webhook-signature']) {
    await refuse(reply, 401, 'InvalidSignature', 'The webhook-signature header is missing.');
  }
}

/**
 * `POST /api/storyblok/webhook`: Storyblok's story webhook (published, unpublished, deleted,
 * moved). Verified with the webhook secret (hex HMAC-SHA1 of the raw body in
 * `webhook-signature`); a valid call is answered 202 and queues a coalesced rebuild. Other
 * Storyblok events are acknowledged (200) and change nothing. Registered only when the secret is set.
 */
export async function registerStoryblokWebhook(
  fastify: FastifyInstance,
  options: { secret: string; queue: RebuildQueue },
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(webhookPath, { onRequest: requireSignatureHeader }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = String(request.headers['webhook-signature']);
      if (!isValidWebhookSignature(raw, signature, options.secret)) {
        return refuse(
          reply,
          401,
          'InvalidSignature',
          'The webhook-signature does not match the body and secret.',
        );
      }
      const parsed = parseStoryWebhook(raw);
      if (!parsed.ok) return reply.code(400).send({ errorName: 'InvalidWebhook', message: parsed.message });
      const { action, full_slug: slug, story_id: storyId } = parsed.webhook;
      if (!parsed.rebuild) return reply.code(200).send({ queued: false, action });
      options.queue.request(
        `storyblok ${action}${slug ? ` ${slug}` : ''}${storyId ? ` (story ${storyId})` : ''}`,
      );
      return reply.code(202).send({ queued: true, action });
    });
  });
}
