import { expect, test } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { getContent, readSitemapLocs } from '../support/site.ts';

test.describe('routes', () => {
  test('every route pattern answers 200 in every language with the right template and lang', async ({
    request,
  }) => {
    const content = await getContent();
    const seen = new Map<string, string>();
    for (const page of content.pages) {
      if (page.kind === 'not-found' || page.kind === 'server-error') continue;
      const key = `${page.lang} ${page.pattern}`;
      if (!seen.has(key)) seen.set(key, page.path);
    }
    const patterns = new Set([...seen.keys()].map((key) => key.split(' ')[1]));
    // Every SPEC pattern the content uses exists in all four languages.
    for (const pattern of patterns)
      for (const lang of languages) expect(seen.has(`${lang} ${pattern}`), `${lang} ${pattern}`).toBe(true);
    for (const [key, path] of seen) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${key}: ${path}`).toBe(200);
      const html = await response.text();
      const lang = key.split(' ')[0];
      expect(html, path).toContain(`<html lang="${lang}"`);
      const page = content.pages.find((p) => p.path === path);
      const template = page?.story?.content.component ?? page?.kind;
      expect(html, path).toContain(`data-template="${template}"`);
    }
  });

  test('unknown paths answer the localized 404 page with status 404', async ({ request }) => {
    const cases: [string, string][] = [
      ['/no-such-page', 'en'],
      ['/de/keine-seite', 'de'],
      ['/fr/blog/nulle-part/rien', 'fr'],
      ['/it/nessuna', 'it'],
      ['/404', 'en'],
    ];
    for (const [path, lang] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html).toContain('name="robots" content="noindex');
    }
  });

  test('trailing slashes, /index.html and .html are redirected to the one canonical address', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/blog/', '/blog'],
      ['/index.html', '/'],
      ['/de/index.html', '/de'],
      ['/de/', '/de'],
      ['/blog.html', '/blog'],
      ['/BLOG', '/blog'],
      ['/blog/?page=2', '/blog?page=2'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    expect((await request.get('/blog', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the server answers health checks and sends security headers on every answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
    for (const path of ['/', '/de/blog', '/no-such-page', '/sitemap-0.xml', '/api/nothing']) {
      const headers = (await request.get(path)).headers();
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    const csp = (await request.get('/faq')).headers()['content-security-policy'] ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(scriptSrc).toMatch(/'sha256-/);
    // The chat provider of site.json is allowed; Google only when reCAPTCHA is configured.
    expect(scriptSrc).toContain('https://chat.velora.ch');
    expect(csp).not.toContain('google');
  });

  test('the sitemap lists indexable pages with alternates, robots.txt points at it', async ({ request }) => {
    const content = await getContent();
    // @astrojs/sitemap writes an index, /sitemap-index.xml, and the sitemaps it lists.
    const locs = await readSitemapLocs(request);
    const hidden = content.pages.filter((page) => page.noindex);
    for (const page of hidden) expect(locs).not.toContain(new URL(page.path, content.site.siteUrl).href);
    expect(locs).toContain(new URL('/de', content.site.siteUrl).href);
    expect(await (await request.get('/sitemap-0.xml')).text()).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', content.site.siteUrl).href}`);
    // The address search engines knew before the index keeps answering, with the same index.
    const old = await request.get('/sitemap.xml');
    expect(old.status()).toBe(200);
    expect(await old.text()).toBe(await (await request.get('/sitemap-index.xml')).text());
  });
});
