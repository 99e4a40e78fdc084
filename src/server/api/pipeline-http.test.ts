/**
 * The pipeline over real sockets: a request refused before its body is needed is answered at
 * once and its body never read; an oversized body, chunked or not, gets a 413 the client reads.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths } from '../../../test/support/form-examples.ts';
import { bodyOf, rawExchange, sendInTurn, statusOf } from '../../../test/support/raw-http.ts';
import { createTestLogger, signatureHeaders } from '../../../test/support/test-api.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createOffVerifier } from '../verification/off.ts';
import { registerApi } from './api-plugin.ts';

const MB = 1_048_576;

describe('request pipeline over HTTP', () => {
  let db: Db;
  let fastify: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
    const config = loadConfig({ HUMAN_VERIFICATION: 'off', RATE_LIMIT_MAX: '0' });
    fastify = Fastify();
    await registerApi(fastify, {
      config,
      db,
      logger: createTestLogger().logger,
      verifier: createOffVerifier(),
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    port = (fastify.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await fastify.close();
    await db.close();
  });

  const head = (headers: Record<string, string>) =>
    [
      `POST ${examplePaths.sms} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');

  it('answers a 50 MB chunked body with a bad signature 401 and ends the connection before 1 MB is read', async () => {
    const exchange = await rawExchange(
      port,
      head({ 'Transfer-Encoding': 'chunked', 'X-Timestamp': '1', 'X-Signature': 'x' }),
      {
        total: 50 * MB,
        chunkSize: 16_384,
        delayMs: 2,
        chunked: true,
      },
    );
    expect(statusOf(exchange.response)).toBe(401);
    expect(exchange.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(bodyOf(exchange.response))).toMatchObject({ errorName: 'InvalidSignature' });
    expect(exchange.cutShort).toBe(true);
    expect(exchange.accepted).toBeLessThan(MB);
  });

  it('answers a declared 50 MB body 413 at once, without reading it', async () => {
    const exchange = await rawExchange(
      port,
      head({ 'Content-Length': String(50 * MB), ...signatureHeaders() }),
      {
        total: 50 * MB,
        delayMs: 2,
      },
    );
    expect(statusOf(exchange.response)).toBe(413);
    expect(exchange.cutShort).toBe(true);
    expect(exchange.accepted).toBeLessThan(MB);
  });

  it('answers 405 to another method before reading its body', async () => {
    const exchange = await rawExchange(
      port,
      head({ 'Transfer-Encoding': 'chunked' }).replace(/^POST/, 'PUT'),
      {
        total: 50 * MB,
        delayMs: 2,
        chunked: true,
      },
    );
    expect(statusOf(exchange.response)).toBe(405);
    expect(exchange.response).toMatch(/\r\nallow: POST\r\n/i);
    expect(exchange.accepted).toBeLessThan(MB);
  });

  it('answers an oversized chunked body with a 413 JSON answer the client reads', async () => {
    const exchange = await rawExchange(
      port,
      head({ 'Transfer-Encoding': 'chunked', ...signatureHeaders() }),
      {
        total: 200_000,
        chunkSize: 8_192,
        chunked: true,
      },
    );
    expect(statusOf(exchange.response)).toBe(413);
    expect(JSON.parse(bodyOf(exchange.response))).toEqual({
      errorName: 'PayloadTooLarge',
      message: 'The body must not exceed 16384 bytes.',
    });
    expect(exchange.response).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  });

  it('gives every one of 40 clients sending fast at once its 401 or 413, never a reset instead', async () => {
    // A server that closes at once while the client still sends makes the client's system drop the
    // answer it has not read yet (a broken pipe instead of the 401 or 413): see lingering-close.ts.
    const fastSender = { total: 50 * MB, chunkSize: 65_536, delayMs: 1, chunked: true };
    const badSignature = { 'Transfer-Encoding': 'chunked', 'X-Timestamp': '1', 'X-Signature': 'x' };
    const oversized = { 'Transfer-Encoding': 'chunked', ...signatureHeaders() };
    const exchanges = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        rawExchange(port, head(index % 2 ? badSignature : oversized), fastSender),
      ),
    );
    const statuses = exchanges.map((exchange) => statusOf(exchange.response));
    expect(statuses).toEqual(Array.from({ length: 40 }, (_, index) => (index % 2 ? 401 : 413)));
    for (const exchange of exchanges) {
      expect(exchange.response).toMatch(/\r\nconnection: close\r\n/i);
      expect(exchange.accepted).toBeLessThan(10 * MB);
    }
  });

  it('stops reading an endless oversized chunked body after its 413', async () => {
    const exchange = await rawExchange(
      port,
      head({ 'Transfer-Encoding': 'chunked', ...signatureHeaders() }),
      {
        total: 50 * MB,
        chunkSize: 65_536,
        delayMs: 1,
        chunked: true,
      },
    );
    expect(statusOf(exchange.response)).toBe(413);
    expect(exchange.cutShort).toBe(true);
    expect(exchange.accepted).toBeLessThan(10 * MB);
  });

  it('keeps the connection of a whole small request it refuses, and answers the next one on it', async () => {
    const body = JSON.stringify({ phone: '+41791234567' });
    const whole = (method: string, headers: Record<string, string>) =>
      `${head({ 'Content-Length': String(Buffer.byteLength(body)), ...headers }).replace(/^POST/, method)}\r\n\r\n${body}`;
    const badSignature = { 'X-Timestamp': '1', 'X-Signature': 'x' };
    const { answers, open } = await sendInTurn(port, [
      whole('POST', badSignature),
      whole('PUT', signatureHeaders()),
      whole('POST', { ...signatureHeaders(), Origin: 'https://elsewhere.example' }),
      whole('POST', badSignature),
    ]);
    expect(answers.map(statusOf)).toEqual([401, 405, 403, 401]);
    for (const answer of answers) expect(answer).not.toMatch(/\r\nconnection: close\r\n/i);
    expect(open).toBe(true);
  });
});
