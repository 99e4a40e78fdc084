import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { request } from '../../../test/support/http-request.ts';
import {
  fixturePages,
  fixtureScript,
  fixtureVideo,
  siteWideHeaders,
  writeSiteFixture,
} from '../../../test/support/site-fixture.ts';
import { serveSiteFixture } from '../../../test/support/site-fixture-server.ts';
import { registerSite } from './register-site.ts';

/** Headers the server adds to a file answer on its own; anything else must come from `_headers`. */
const ownHeaders = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'vary',
]);

const site = serveSiteFixture();

const get = (path: string, headers: Record<string, string> = {}) => request(site.base, path, { headers });

/** The headers of an answer that neither the server sets itself nor a block of `_headers` gives. */
function foreignHeaders(headers: Record<string, unknown>, allowed: string[]): string[] {
  return Object.keys(headers).filter((name) => !ownHeaders.has(name) && !allowed.includes(name));
}

describe('registerSite: pages and _headers', () => {
  it.each(fixturePages.filter((page) => !page.path.endsWith('404')))(
    'serves $path with exactly the headers of its _headers blocks',
    async (page) => {
      const response = await get(page.path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.body.toString()).toContain(page.text);
      expect(response.headers).toMatchObject({ ...siteWideHeaders, 'content-security-policy': page.csp });
      // A page kept in memory is written by the site itself, with the request's id, as every
      // answer of the server carries one.
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(
        foreignHeaders(response.headers, [
          ...Object.keys(siteWideHeaders),
          'content-security-policy',
          'x-request-id',
        ]),
      ).toEqual([]);
    },
  );

  it('answers a page kept in memory to HEAD with its length and no body', async () => {
    const page = fixturePages.find((candidate) => !candidate.path.endsWith('404'))!;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const full = await get(page.path, headers);
      const head = await request(site.base, page.path, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(full.body.length));
      expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
      expect(head.body.length).toBe(0);
    }
  });

  it('serves assets with the site-wide block and their prefix block', async () => {
    const script = await get(fixtureScript.path);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers).toMatchObject(siteWideHeaders);
    const image = await get('/assets/1600x900/a.jpg');
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(foreignHeaders(image.headers, Object.keys(siteWideHeaders))).toEqual([]);
  });
});

describe('registerSite: canonical addresses', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/index.html', '/'],
    ['/de/index.html', '/de'],
    ['/de/', '/de'],
    ['/blog.html', '/blog'],
    ['/de/blog.html', '/de/blog'],
    ['/BLOG', '/blog'],
    ['/Blog/Savings', '/blog/savings'],
    ['//blog', '/blog'],
    ['/de//blog', '/de/blog'],
    ['/blog/?x=1', '/blog?x=1'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/index.html', '/'],
    ['/en/blog', '/blog'],
    ['/en/blog/savings?utm=a', '/blog/savings?utm=a'],
    ['/EN/Blog/', '/blog'],
    ['/en/blog.html', '/blog'],
  ])('redirects %s to %s with the site-wide headers only', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe(to);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers).toMatchObject(siteWideHeaders);
    expect(foreignHeaders(response.headers, [...Object.keys(siteWideHeaders), 'location'])).toEqual([]);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await request(site.base, '/blog/savings', { method: 'HEAD' });
    const full = await get('/blog/savings');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['etag']).toBe(full.headers['etag']);
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });

  it('refuses other methods with 405 before reading a body', async () => {
    const response = await request(site.base, '/blog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
    expect(response.headers['connection']).toBe('close');
    expect(response.headers).toMatchObject(siteWideHeaders);
  });
});

describe('registerSite: not found', () => {
  it.each([
    ['/de/unbekannt', 'de'],
    ['/de/blog/nirgends/nichts', 'de'],
    ['/nothing/here', 'en'],
    ['/404', 'en'],
    ['/de/404', 'de'],
    ['/fr/rien', 'en'],
  ])('answers %s with the %s 404 page, its headers and status 404', async (path, lang) => {
    const response = await get(path);
    const page = fixturePages.find(
      (candidate) => candidate.path === (lang === 'en' ? '/404' : `/${lang}/404`),
    );
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(page?.text);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(page?.csp);
    expect(response.headers).toMatchObject(siteWideHeaders);
  });

  it('never answers a 404 with 304 or a part of the page', async () => {
    const response = await get('/nothing', { 'if-none-match': '*', range: 'bytes=0-3' });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('not found');
  });

  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/_headers',
    `${fixtureScript.path}.br`,
    '/blog.html.gz',
  ])('serves nothing outside the build or beside it: %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('registerSite: request targets', () => {
  it('never redirects off the site, whatever the request line holds', async () => {
    for (const target of ['http://other.example/', '//other.example/', '/\\other.example/']) {
      const response = await get(target);
      expect([301, 404]).toContain(response.status);
      const location = response.headers['location'] ?? '/';
      expect(location, target).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('registerSite: compression, validators and ranges', () => {
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('sends the precompressed file for Accept-Encoding %s', async (accept, encoding, decode) => {
    const response = await get(fixtureScript.path, { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBeLessThan(fixtureScript.body.length / 4);
    expect(decode(response.body).toString()).toBe(fixtureScript.body);
  });

  it('sends the file as is without Accept-Encoding, still varying on it', async () => {
    const response = await get(fixtureScript.path);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(fixtureScript.body);
  });

  it('sends a precompressed page with its page type and its own headers', async () => {
    const response = await get('/blog', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(fixturePages[1].csp);
    expect(brotliDecompressSync(response.body).toString()).toContain('<p>post</p>');
  });

  it('sends strong ETags, one per encoding, and answers If-None-Match with 304', async () => {
    const plain = await get(fixtureScript.path);
    const brotli = await get(fixtureScript.path, { 'accept-encoding': 'br' });
    const etag = plain.headers['etag'] ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(brotli.headers['etag']).not.toBe(etag);
    const again = await get(fixtureScript.path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(fixtureScript.path, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('serves a video with Accept-Ranges and answers a Range with 206', async () => {
    const full = await get(fixtureVideo.path);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.body.equals(fixtureVideo.body)).toBe(true);
    const size = fixtureVideo.body.length;
    const part = await get(fixtureVideo.path, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.body.equals(fixtureVideo.body.subarray(1000, 2000))).toBe(true);
    const tail = await get(fixtureVideo.path, { range: 'bytes=-16' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 16}-${size - 1}/${size}`);
  });

  it('answers an unsatisfiable Range with 416 and the size', async () => {
    const response = await get(fixtureVideo.path, { range: `bytes=${fixtureVideo.body.length + 10}-` });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${fixtureVideo.body.length}`);
    expect(response.headers).toMatchObject(siteWideHeaders);
  });

  it('honours If-Range: the current ETag gets the range, another one the whole file', async () => {
    const etag = (await get(fixtureVideo.path)).headers['etag'] ?? '';
    const current = await get(fixtureVideo.path, { range: 'bytes=0-9', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(current.body.length).toBe(10);
    const stale = await get(fixtureVideo.path, { range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(fixtureVideo.body.length);
  });
});

describe('registerSite without _headers (a build made before it was written)', () => {
  it('starts with a warning and serves the common headers without page policies', async () => {
    const oldRoot = await writeSiteFixture({ headersFile: false });
    const warnings: string[] = [];
    const old = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
    });
    try {
      await registerSite(old, { root: oldRoot });
      const response = await old.inject({ url: '/de/blog' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(warnings.join('\n')).toContain('_headers is missing');
    } finally {
      await old.close();
      await rm(oldRoot, { recursive: true, force: true });
    }
  });
});
