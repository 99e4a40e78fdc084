import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests } from './request-count.ts';

describe('countRequests', () => {
  const fastify = Fastify();
  afterEach(() => fastify.close());

  it('counts every request the server receives, answered or not found', async () => {
    fastify.get('/page', async () => 'page');
    const requests = countRequests(fastify.server);
    const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    expect(requests()).toBe(0);
    expect((await fetch(`${url}/page`)).status).toBe(200);
    expect((await fetch(`${url}/missing`)).status).toBe(404);
    await fetch(`${url}/page`, { method: 'POST', body: 'x' });
    expect(requests()).toBe(3);
  });
});
