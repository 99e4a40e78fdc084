import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, immutableCacheControl } from '../../lib/security-headers.ts';
import { toHashSource } from './inline-sources.ts';
import { collectSiteHeaders, findHeaderConflicts, getPagePath } from './site-headers.ts';

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'velora-headers-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('getPagePath', () => {
  it('names each built file by its canonical URL path', () => {
    expect(getPagePath('index.html')).toBe('/');
    expect(getPagePath('de.html')).toBe('/de');
    expect(getPagePath('de/blog/some-post.html')).toBe('/de/blog/some-post');
    expect(getPagePath('404.html')).toBe('/404');
    expect(getPagePath('de/404.html')).toBe('/de/404');
    expect(getPagePath('docs/index.html')).toBe('/docs');
  });
});

describe('collectSiteHeaders', () => {
  it('writes the common headers, the asset cache and one policy per page with its own hashes', async () => {
    const root = siteWith({
      'index.html': '<script>alert(1)</script>',
      'de.html': '<style>p{color:red}</style><p style="color:red">x</p>',
      'de/blog/some-post.html': '<script type="application/ld+json">{}</script>',
      'de/404.html': '<p>Not found</p>',
      '_astro/page.1a2b.js': 'export {}',
      'sitemap.xml': '<urlset/>',
    });
    const blocks = await collectSiteHeaders(root, { scriptOrigins: ['https://chat.example.ch'] });
    expect(blocks.map((block) => block.path)).toEqual([
      '/*',
      '/_astro/*',
      '/',
      '/de',
      '/de/404',
      '/de/blog/some-post',
    ]);
    expect(blocks[0]?.headers).toEqual(baseSecurityHeaders);
    expect(blocks[1]?.headers).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    const csp = (path: string) =>
      blocks.find((block) => block.path === path)?.headers['Content-Security-Policy'];
    expect(csp('/')).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${toHashSource('alert(1)')} https://chat.example.ch;`,
    );
    expect(csp('/de')).toContain(
      `style-src 'self' ${toHashSource('p{color:red}')} 'unsafe-hashes' ${toHashSource('color:red')};`,
    );
    expect(csp('/de/blog/some-post')).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://chat.example.ch;",
    );
    expect(csp('/de/404')).toContain("frame-ancestors 'none'");
    expect(findHeaderConflicts(blocks)).toEqual([]);
  });

  it('caches the hashed modal data files for good and checks the current ones on each use', async () => {
    const root = siteWith({
      'index.html': '<p>Home</p>',
      'modal-data/de.Ab3_x-9QzY.json': '{}',
      'modal-data/de.json': '{}',
      'modal-data/de.json.br': '',
    });
    const blocks = await collectSiteHeaders(root, {});
    expect(blocks.slice(2, 4)).toEqual([
      { path: '/modal-data/de.Ab3_x-9QzY.json', headers: { 'Cache-Control': immutableCacheControl } },
      { path: '/modal-data/de.json', headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
    ]);
    expect(blocks.map((block) => block.path)).toEqual([
      '/*',
      '/_astro/*',
      ...blocks.slice(2, 4).map((b) => b.path),
      '/',
    ]);
    expect(findHeaderConflicts(blocks)).toEqual([]);
  });

  it('takes a policy made while rendering for the bytes a page holds, and parses any other page', async () => {
    const root = siteWith({ 'index.html': '<script>a()</script>', 'de.html': '<script>b()</script>' });
    const asked: string[] = [];
    const early = {
      options: {},
      found: 0,
      lookup(file: string) {
        asked.push(file);
        return file === join(root, 'index.html') ? 'made while rendering' : undefined;
      },
    };
    const blocks = await collectSiteHeaders(root, {}, undefined, early);
    const csp = (path: string) =>
      blocks.find((block) => block.path === path)?.headers['Content-Security-Policy'];
    expect(csp('/')).toBe('made while rendering');
    expect(csp('/de')).toContain(toHashSource('b()'));
    expect(asked.sort()).toEqual([join(root, 'de.html'), join(root, 'index.html')]);
  });
});

describe('findHeaderConflicts', () => {
  const csp = { 'Content-Security-Policy': "default-src 'self'" };

  it('finds a header set by two blocks that can match one path', () => {
    expect(
      findHeaderConflicts([
        { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
        { path: '/de/*', headers: { 'x-frame-options': 'SAMEORIGIN' } },
        { path: '/a', headers: csp },
        { path: '/a', headers: csp },
        { path: '/b', headers: csp },
        { path: '/b*', headers: csp },
      ]),
    ).toEqual([
      'x-frame-options: /* and /de/*',
      'Content-Security-Policy: /a and /a',
      'Content-Security-Policy: /b and /b*',
    ]);
  });

  it('accepts the same header on paths that never meet', () => {
    expect(
      findHeaderConflicts([
        { path: '/_astro/*', headers: { 'Cache-Control': 'immutable' } },
        { path: '/assets/*', headers: { 'Cache-Control': 'public' } },
        { path: '/a', headers: csp },
        { path: '/ab', headers: csp },
        { path: '/de/*', headers: { 'X-A': '1' } },
        { path: '/de', headers: { 'X-A': '2' } },
      ]),
    ).toEqual([]);
  });
});
