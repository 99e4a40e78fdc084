import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests } from './request-count.ts';

describe('countRequests', () => {
  let fastify = Fastify();
  afterEach(async () => {
    await fastify.close();
    fastify = Fastify();
  });

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

  it('leaves out the liveness and readiness probes, with or without a query', async () => {
    fastify.get('/page', async () => 'page');
    fastify.get('/healthz', async () => 'ok');
    fastify.get('/readyz', async () => 'ready');
    const requests = countRequests(fastify.server);
    const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/healthz', '/readyz', '/healthz?probe=1', '/readyz/']) await fetch(`${url}${path}`);
    expect(requests()).toBe(0);
    for (const path of ['/page', '/healthz-page', '/api/healthz']) await fetch(`${url}${path}`);
    expect(requests()).toBe(3);
  });
});
