import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site.ts';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'velora-static-'));
  const files: Record<string, string> = {
    'index.html': '<html lang="en"><script>console.info(1)</script><style>p{}</style><p>home</p></html>',
    'blog.html': '<html lang="en"><p>blog</p></html>',
    'blog/savings.html': '<html lang="en"><p>savings</p></html>',
    'de.html': '<html lang="de"><p>start</p></html>',
    '404.html': '<html lang="en"><p>not found</p></html>',
    'de/404.html': '<html lang="de"><p>nicht gefunden</p></html>',
    '_astro/app.1234.js': 'console.info("x");'.repeat(100),
    'assets/1600x900/a.jpg': 'jpeg',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), body);
  }
  const handle = await createStaticSite({ root });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });

describe('createStaticSite', () => {
  it('serves pages at their canonical address with security headers and a hashed CSP', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/style-src 'self' 'sha256-/);
    expect(csp).toContain("object-src 'none'");
    expect(await (await get('/blog/savings')).text()).toContain('savings');
  });

  it.each([
    ['/blog/', '/blog'],
    ['/index.html', '/'],
    ['/de/index.html', '/de'],
    ['/blog.html', '/blog'],
    ['/Blog/Savings', '/blog/savings'],
    ['//blog', '/blog'],
    ['/blog/?x=1', '/blog?x=1'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers unknown paths with the 404 page of their language', async () => {
    const de = await get('/de/unbekannt');
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('nicht gefunden');
    const en = await get('/nothing/here');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('not found');
    expect((await get('/404')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });

  it('never serves files outside the build', async () => {
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('compresses text, caches hashed assets for a year and answers conditional requests', async () => {
    const response = await get('/_astro/app.1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(200);
    expect(await response.text()).toBe('console.info("x");'.repeat(100));
    const etag = response.headers.get('etag') ?? '';
    expect((await get('/_astro/app.1234.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await get('/assets/1600x900/a.jpg')).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses other methods and answers HEAD without a body', async () => {
    expect((await get('/', { method: 'POST' })).status).toBe(405);
    const head = await get('/blog', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
