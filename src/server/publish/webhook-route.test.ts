import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RebuildQueue } from './rebuild-queue.ts';
import { registerStoryblokWebhook, webhookPath } from './webhook-route.ts';

const secret = 'shh';
let requests: string[];
let app: ReturnType<typeof Fastify>;

beforeEach(async () => {
  requests = [];
  const queue: RebuildQueue = {
    request: (reason) => void requests.push(reason),
    settled: async () => undefined,
    close: async () => undefined,
  };
  app = Fastify();
  await registerStoryblokWebhook(app, { secret, queue });
  await app.ready();
});
afterEach(() => app.close());

const post = (body: string, signature?: string, type = 'application/json') =>
  app.inject({
    method: 'POST',
    url: webhookPath,
    payload: body,
    headers: { 'content-type': type, ...(signature === undefined ? {} : { 'webhook-signature': signature }) },
  });
const sign = (body: string) => createHmac('sha1', secret).update(body).digest('hex');

describe('POST /api/storyblok/webhook', () => {
  it.each(['published', 'unpublished', 'deleted', 'moved'])(
    'a signed %s event is answered 202 and queues a rebuild',
    async (action) => {
      const body = JSON.stringify({ action, story_id: 42, full_slug: 'de/blog/x', text: 'x' });
      const response = await post(body, sign(body));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ queued: true, action });
      expect(requests).toEqual([`storyblok ${action} de/blog/x (story 42)`]);
    },
  );

  it('refuses a bad or missing signature with 401 and queues nothing', async () => {
    const body = JSON.stringify({ action: 'published' });
    for (const signature of [undefined, sign('other'), 'nonsense']) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().errorName).toBe('InvalidSignature');
      expect(response.headers['connection']).toBe('close');
    }
    expect(requests).toEqual([]);
  });

  it('verifies the raw bytes whatever the content type says', async () => {
    const body = '{"action":"published"}';
    expect((await post(body, sign(body), 'text/plain')).statusCode).toBe(202);
  });

  it('answers 400 for a signed body that is not a story event, 200 for events that change nothing', async () => {
    expect((await post('not json', sign('not json'))).statusCode).toBe(400);
    expect((await post('{"text":"x"}', sign('{"text":"x"}'))).json().errorName).toBe('InvalidWebhook');
    const other = JSON.stringify({ action: 'release_merged' });
    const response = await post(other, sign(other));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: false, action: 'release_merged' });
    expect(requests).toEqual([]);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ action: 'published', text: 'x'.repeat(70 * 1024) });
    expect((await post(body, sign(body))).statusCode).toBe(413);
  });
});
