import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { minCompressedBytes, sendAnswer } from './reply.ts';

const large = JSON.stringify({
  value: Array.from({ length: 60 }, (_, i) => ({ id: `svc-${i}`, name: 'Advice' })),
});
const small = JSON.stringify({ value: [] });

describe('sendAnswer', () => {
  const app = Fastify();
  app.get('/answer', (request, reply) => {
    const body = (request.query as { size?: string }).size === 'large' ? large : small;
    sendAnswer(reply, { status: 200, headers: { 'X-Request-Id': 'r1' }, body });
  });
  afterAll(() => app.close());

  const get = (size: string, accept?: string) =>
    app.inject({
      url: `/answer?size=${size}`,
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('compresses a large answer for Accept-Encoding %s', async (accept, encoding, decode) => {
    expect(large.length).toBeGreaterThanOrEqual(minCompressedBytes);
    const response = await get('large', accept);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-request-id']).toBe('r1');
    expect(response.rawPayload.length).toBeLessThan(large.length / 2);
    expect(decode(response.rawPayload).toString()).toBe(large);
  });

  it('sends a large answer as it is to a client that accepts no compression, or weighs it', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('large', accept);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.body).toBe(large);
    }
  });

  it('never compresses a short answer', async () => {
    const response = await get('small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.body).toBe(small);
  });
});
