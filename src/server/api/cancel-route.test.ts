import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiFor, createTestLogger } from '../../../test/support/test-api.ts';
import type { CancelHandler, CancelRequest } from '../booking/cancel-booking.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createOffVerifier } from '../verification/off.ts';
import { jsonResponse } from './responses.ts';

/** The API with a cancel handler that records what it was given. */
function apiWithCancel(db: Db, cancel?: CancelHandler) {
  const config = loadConfig({ HUMAN_VERIFICATION: 'off', RATE_LIMIT_MAX: '0' });
  const { logs, logger } = createTestLogger();
  const handle = async () => jsonResponse(200, {}, 'unused');
  const booking = cancel ? { handle, cancel } : undefined;
  return createTestApiFor({ config, db, logger, verifier: createOffVerifier(), booking }, logs);
}

describe('/api/booking/cancel in the pipeline', () => {
  let db: Db;
  const seen: CancelRequest[] = [];
  const cancel: CancelHandler = async (request, requestId) => {
    seen.push(request);
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Request-Id': requestId },
      body: `<p>${request.method}</p>`,
    };
  };
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
  });
  afterAll(() => db.close());

  it('hands GET the raw query, and POST a form or JSON body, without a signature', async () => {
    const fastify = await apiWithCancel(db, cancel).instance();
    const page = await fastify.inject({ method: 'GET', url: '/api/booking/cancel?id=a%20b&sig=x&lang=de' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('<p>GET</p>');
    const form = await fastify.inject({
      method: 'POST',
      url: '/api/booking/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=1&sig=2',
    });
    expect(form.statusCode).toBe(200);
    const json = await fastify.inject({
      method: 'POST',
      url: '/api/booking/cancel/',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"1","sig":"2"}',
    });
    expect(json.statusCode).toBe(200);
    expect(seen).toEqual([
      { method: 'GET', query: 'id=a%20b&sig=x&lang=de', contentType: '', body: '' },
      { method: 'POST', query: '', contentType: 'application/x-www-form-urlencoded', body: 'id=1&sig=2' },
      { method: 'POST', query: '', contentType: 'application/json', body: '{"id":"1","sig":"2"}' },
    ]);
  });

  it('answers HEAD without a body, other methods 405 with Allow, a large body 413', async () => {
    const fastify = await apiWithCancel(db, cancel).instance();
    const head = await fastify.inject({ method: 'HEAD', url: '/api/booking/cancel?id=1' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    const put = await fastify.inject({ method: 'PUT', url: '/api/booking/cancel' });
    expect(put.statusCode).toBe(405);
    expect(put.headers['allow']).toBe('GET, HEAD, POST');
    const large = await fastify.inject({
      method: 'POST',
      url: '/api/booking/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${'x'.repeat(5000)}`,
    });
    expect(large.statusCode).toBe(413);
  });

  it('is 404 when booking is not enabled', async () => {
    const fastify = await apiWithCancel(db).instance();
    const page = await fastify.inject({ method: 'GET', url: '/api/booking/cancel?id=1' });
    expect(page.statusCode).toBe(404);
    expect(JSON.parse(page.body)).toMatchObject({ errorName: 'NotFound' });
  });
});
