import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, signatureHeaders } from '../../../test/support/test-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { handleWebRequest } from './web-api-adapter.ts';

const url = `http://localhost:4321${examplePaths.sms}`;

describe('Web adapter (the Astro endpoint)', () => {
  let db: Db;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
    fastify = await createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } }).instance();
  });
  afterAll(() => db.close());

  const post = (body: BodyInit, headers: Record<string, string> = signatureHeaders()) =>
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('answers a Web Request with the API and its headers', async () => {
    const response = await handleWebRequest(fastify, post(JSON.stringify(examplePayloads.sms)), '192.0.2.1');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await response.json()) as { value: { reference: string } }).value.reference).toMatch(/^VEL-/);
  });

  it('answers 413 to an oversized body, 404 JSON to an unknown path, 405 with Allow', async () => {
    const big = await handleWebRequest(fastify, post('x'.repeat(20_000)), '192.0.2.1');
    expect([big.status, ((await big.json()) as { errorName: string }).errorName]).toEqual([
      413,
      'PayloadTooLarge',
    ]);
    const missing = await handleWebRequest(fastify, new Request('http://localhost/api/nothing'), '192.0.2.1');
    expect([missing.status, missing.headers.get('content-type')]).toEqual([
      404,
      'application/json; charset=utf-8',
    ]);
    const wrong = await handleWebRequest(fastify, new Request(url), '192.0.2.1');
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('refuses a bad signature without reading the streamed body', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const response = await handleWebRequest(
      fastify,
      post(endless, { 'x-timestamp': '1', 'x-signature': 'x' }),
      '192.0.2.1',
    );
    expect(response.status).toBe(401);
    expect(pulled).toBeLessThan(16);
  });
});
