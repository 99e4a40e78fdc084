import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort } from '../../../test/support/free-port.ts';
import { request, type RawResponse } from '../../../test/support/http-request.ts';
import { fixturePages, writeSiteFixture } from '../../../test/support/site-fixture.ts';
import { loadConfig } from '../config.ts';
import { createServer, getServerUrl } from '../server.ts';
import { createFront } from './front.ts';

/** Headers that differ from one answer to the next by design. */
const perAnswer = new Set(['date', 'x-request-id']);
const stable = (response: RawResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perAnswer.has(name)));

describe('pages kept in memory are answered ahead of Fastify (http/front.ts)', () => {
  const page = fixturePages.find((candidate) => !candidate.path.endsWith('404'))!;
  let dataDir: string;
  let siteRoot: string;
  let server: FastifyInstance;
  let url: string;
  let metricsUrl: string;
  /** Requests that reached Fastify's hooks. */
  let routed = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'velora-front-test-'));
    siteRoot = await writeSiteFixture();
    const metricsPort = await getFreePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      HUMAN_VERIFICATION: 'off',
      LOG_LEVEL: 'silent',
      METRICS_PORT: String(metricsPort),
    });
    server = await createServer({ config, staticRoot: siteRoot, worker: false });
    server.addHook('onRequest', (_request, _reply, done) => {
      routed += 1;
      done();
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = getServerUrl(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it('answers a page again from memory with the same status, headers and bytes, in each encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const before = routed;
      const first = await request(url, page.path, { headers });
      expect(routed).toBe(before + 1);
      const again = await request(url, page.path, { headers });
      const head = await request(url, page.path, { method: 'HEAD', headers });
      // Neither reached Fastify, and both are the first answer, a HEAD without its body.
      expect(routed).toBe(before + 1);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(stable(again)).toEqual(stable(first));
      expect(again.body.equals(first.body)).toBe(true);
      expect(head.status).toBe(200);
      expect(stable(head)).toEqual(stable(first));
      expect(head.body.length).toBe(0);
      expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it('keeps a well-formed X-Request-Id from the proxy and replaces a malformed one', async () => {
    await request(url, page.path);
    const kept = await request(url, page.path, { headers: { 'x-request-id': 'lb-1234567890' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const replaced = await request(url, page.path, { headers: { 'x-request-id': 'bad id' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves conditional, partial, queried, other-method and unknown requests to Fastify', async () => {
    const first = await request(url, page.path, { headers: { 'accept-encoding': 'br' } });
    const cases: [string, Parameters<typeof request>[2], number][] = [
      [page.path, { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } }, 304],
      [page.path, { headers: { range: 'bytes=0-9' } }, 206],
      [`${page.path}?utm_source=mail`, {}, 200],
      [page.path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }, 405],
      [`${page.path}/`, {}, 301],
      ['/no-such-page', {}, 404],
    ];
    for (const [target, options, status] of cases) {
      const before = routed;
      const response = await request(url, target, options);
      expect([target, response.status]).toEqual([target, status]);
      expect(routed).toBe(before + 1);
    }
  });

  it('times the answers it gives in http_request_duration_seconds, as Fastify times the site route', async () => {
    const count = async () => {
      const text = await (await fetch(`${metricsUrl}/metrics`)).text();
      const line = text
        .split('\n')
        .find((row) => row.startsWith('http_request_duration_seconds_count{route="/*",status="200"}'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await request(url, page.path);
    const before = await count();
    const routedBefore = routed;
    for (let i = 0; i < 3; i += 1) await request(url, page.path);
    expect(routed).toBe(routedBefore);
    expect(await count()).toBe(before + 3);
  });
});

describe('createFront', () => {
  it('makes the server with the given timeouts, offers each request to its answer, and none once closed', async () => {
    const front = createFront({ connectionTimeout: 60_000, keepAliveTimeout: 5_000, requestTimeout: 30_000 });
    const reached: string[] = [];
    const server = front.serverFactory((request, response) => {
      reached.push(request.url ?? '');
      response.end('fastify');
    }, {});
    expect([server.timeout, server.keepAliveTimeout, server.requestTimeout]).toEqual([60_000, 5_000, 30_000]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await request(base, '/before')).body.toString()).toBe('fastify');
      front.use((request, response) => {
        if (request.url !== '/front') return false;
        response.end('front');
        return true;
      });
      expect((await request(base, '/front')).body.toString()).toBe('front');
      expect((await request(base, '/other')).body.toString()).toBe('fastify');
      front.close();
      expect((await request(base, '/front')).body.toString()).toBe('fastify');
      expect(reached).toEqual(['/before', '/other', '/front']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
