import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../test/support/http-request.ts';
import { fixturePages, siteWideHeaders, writeSiteFixture } from '../../test/support/site-fixture.ts';
import { examplePaths, examplePayloads } from '../../test/support/form-examples.ts';
import { createSignatureHeaders } from '../forms/signing.ts';
import { createApp, type App } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { createLiveSite, getPointerFile } from './publish/live-site.ts';
import { createServer, getServerUrl } from './server.ts';

const key = 'velora-public-signing-key';
const json = { 'content-type': 'application/json' };

describe('server (Fastify, PGlite on disk, a fixture build)', () => {
  let dataDir: string;
  let siteRoot: string;
  let config: Config;
  let app: App;
  let server: FastifyInstance;
  let url: string;
  let closed = false;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'velora-server-test-'));
    siteRoot = await writeSiteFixture();
    config = loadConfig({ PORT: '0', DATA_DIR: dataDir, HUMAN_VERIFICATION: 'off', LOG_LEVEL: 'silent' });
    app = await createApp(config);
    server = await createServer({ config, app, staticRoot: siteRoot, worker: false });
    // A request that stays in flight until the test lets it finish.
    server.get('/test/slow', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
        slowStarted();
      });
      closeOrder.push('answered');
      return 'done';
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = getServerUrl(server);
  });
  afterAll(async () => {
    if (!closed) await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteRoot, { recursive: true, force: true });
  });
  let slowStarted: () => void = () => undefined;
  let releaseSlow: () => void = () => undefined;
  const closeOrder: string[] = [];

  it('listens on the URL it reports and answers /healthz and /readyz', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('stores a signed submission durably in the data directory', async () => {
    const response = await fetch(`${url}${examplePaths.contact}?utm=1`, {
      method: 'POST',
      headers: { ...json, ...(await createSignatureHeaders(key)) },
      body: JSON.stringify(examplePayloads.contact),
    });
    expect(response.status).toBe(201);
    const { value } = (await response.json()) as { value: { id: string } };
    const { rows } = await app.db.query('select form_type from submissions where id = $1', [value.id]);
    expect(rows).toEqual([{ form_type: 'contact' }]);
    expect(app.db.kind).toBe('pglite');
  });

  it('answers 413 to a chunked body over the limit', async () => {
    const response = await request(url, examplePaths.contact, {
      method: 'POST',
      headers: { ...json, 'transfer-encoding': 'chunked', ...(await createSignatureHeaders(key)) },
      body: `{"message":"${'x'.repeat(20_000)}"}`,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toMatchObject({ errorName: 'PayloadTooLarge' });
  });

  it('answers 413 from Content-Length without reading the body', async () => {
    const response = await request(url, examplePaths.contact, {
      method: 'POST',
      headers: { ...json, 'content-length': '1000000' },
      body: '{}',
    }).catch(() => ({ status: 413 }));
    expect(response.status).toBe(413);
  });

  it('answers 415 and 401 over HTTP too', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (await fetch(`${url}${examplePaths.contact}`, { method: 'POST', body: 'a=1', headers: form })).status,
    ).toBe(415);
    expect(
      (await fetch(`${url}${examplePaths.contact}`, { method: 'POST', body: '{}', headers: json })).status,
    ).toBe(401);
  });

  it('sends the API paths to the API and everything else to the site', async () => {
    const page = await request(url, '/de/blog');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(fixturePages[4].csp);
    const apiary = await request(url, '/apiary');
    expect(apiary.status).toBe(404);
    expect(apiary.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = await request(url, '/api/unknown');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ errorName: 'NotFound' });
  });

  it.each([
    ['/%E0%A4%A', '/404'],
    ['/de/%E0%A4%A', '/de/404'],
  ])('answers the malformed %s with the 404 page %s', async (path, pagePath) => {
    const response = await request(url, path);
    const page = fixturePages.find((candidate) => candidate.path === pagePath);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(page?.text);
    expect(response.headers).toMatchObject({ ...siteWideHeaders, 'content-security-policy': page?.csp });
  });

  it('closes gracefully: a request in flight finishes, then the database closes', async () => {
    const closeApp = app.close.bind(app);
    app.close = async () => {
      closeOrder.push('app closed');
      await closeApp();
    };
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const slow = request(url, '/test/slow');
    await started;
    const closing = server.close();
    closed = true;
    // New connections are refused at once; the request in flight is still waiting.
    await expect(request(url, '/')).rejects.toThrow();
    expect(closeOrder).toEqual([]);
    await app.db.query('select 1');
    releaseSlow();
    const response = await slow;
    await closing;
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('done');
    expect(closeOrder).toEqual(['answered', 'app closed']);
    await expect(app.db.query('select 1')).rejects.toThrow();
  });
});

describe('server without a build', () => {
  let dataDir: string;
  let app: App;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'velora-server-test-'));
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      HUMAN_VERIFICATION: 'off',
      LOG_LEVEL: 'silent',
    });
    app = await createApp(config);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers the API alone, 404 JSON elsewhere, trusts the proxy as configured, and closes', async () => {
    const config: Config = { ...app.config, trustProxy: 1 };
    const server = await createServer({
      config,
      app,
      staticRoot: path.join(dataDir, 'no-site'),
      worker: false,
    });
    server.get('/test/ip', async (request) => request.ip);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const url = getServerUrl(server);
    try {
      const response = await request(url, '/about-us');
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString())).toMatchObject({ errorName: 'NotFound' });
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await request(url, '/healthz')).status).toBe(200);
      const ip = await request(url, '/test/ip', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(ip.body.toString()).toBe('203.0.113.9');
    } finally {
      await server.close();
    }
    await expect(app.db.query('select 1')).rejects.toThrow();
  });
});

describe('server as a replica following a publisher (FOLLOW_SITE_POINTER)', () => {
  it('starts on the build the publisher made live and switches with each publish', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-replica-test-'));
    const [deployed, live, next] = [
      await writeSiteFixture(),
      await writeSiteFixture(),
      await writeSiteFixture(),
    ];
    writeFileSync(path.join(deployed, 'release.txt'), 'deployed');
    writeFileSync(path.join(live, 'release.txt'), 'live');
    writeFileSync(path.join(next, 'release.txt'), 'next');
    const pointerFile = getPointerFile(path.join(dataDir, 'publisher'));
    const publisher = createLiveSite({ initialRoot: deployed, pointerFile });
    await publisher.publish(live);
    const config = loadConfig({
      DATA_DIR: path.join(dataDir, 'replica'),
      HUMAN_VERIFICATION: 'off',
      LOG_LEVEL: 'silent',
      FOLLOW_SITE_POINTER: pointerFile,
    });
    const app = await createApp(config);
    const server = await createServer({ config, app, staticRoot: deployed, worker: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const release = async () => (await request(getServerUrl(server), '/release.txt')).body.toString();
    try {
      expect(await release()).toBe('live');
      await publisher.publish(next);
      await vi.waitFor(async () => expect(await release()).toBe('next'), { timeout: 10_000, interval: 50 });
    } finally {
      await server.close();
      for (const dir of [dataDir, deployed, live, next]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
