import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findNotFoundPage,
  getCanonicalPath,
  getHeadersPath,
  isErrorPagePath,
  listSiteFiles,
  resolveSiteFile,
} from './site-files.ts';

const files = new Set([
  '/index.html',
  '/blog.html',
  '/blog/savings.html',
  '/de.html',
  '/de/blog.html',
  '/404.html',
  '/de/404.html',
  '/_astro/App.Ab12.js',
  '/robots.txt',
]);

describe('listSiteFiles', () => {
  it('lists the build by URL path, without precompressed siblings or _headers', async () => {
    const root = await mkdtemp(join(tmpdir(), 'velora-files-'));
    try {
      await mkdir(join(root, '_astro'));
      for (const name of [
        'index.html',
        'index.html.br',
        '_astro/a.js',
        '_astro/a.js.gz',
        'data.tar.gz',
        '_headers',
      ])
        await writeFile(join(root, name), 'x');
      expect([...(await listSiteFiles(root))].sort()).toEqual([
        '/_astro/a.js',
        '/data.tar.gz',
        '/index.html',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('resolveSiteFile', () => {
  it.each([
    ['/', '/index.html'],
    ['/blog', '/blog.html'],
    ['/de', '/de.html'],
    ['/robots.txt', '/robots.txt'],
    ['/blog.html', undefined],
    ['/missing', undefined],
  ])('%s → %s', (path, file) => {
    expect(resolveSiteFile(files, path)).toBe(file);
  });
});

describe('getCanonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['//blog//savings/', '/blog/savings'],
    ['/index.html', '/'],
    ['/de/index.html', '/de'],
    ['/de.html', '/de'],
    ['/BLOG', '/blog'],
    ['/BLOG.HTML', '/blog'],
    ['/_astro/App.Ab12.js', '/_astro/App.Ab12.js'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/En/Blog', '/blog'],
    ['/en/blog/savings', '/blog/savings'],
    ['/en/unknown', '/unknown'],
    ['/english', '/english'],
    ['/Unknown', '/Unknown'],
  ])('%s → %s', (path, canonical) => {
    expect(getCanonicalPath(path, files)).toBe(canonical);
  });
});

describe('error pages', () => {
  it('knows the error pages by address and finds the 404 page of a language', () => {
    expect(['/404', '/de/404', '/500'].every(isErrorPagePath)).toBe(true);
    expect(isErrorPagePath('/blog/404-tips')).toBe(false);
    expect(findNotFoundPage(files, '/de/nichts')).toBe('/de/404.html');
    expect(findNotFoundPage(files, '/fr/rien')).toBe('/404.html');
    expect(findNotFoundPage(files, '/nothing')).toBe('/404.html');
    expect(findNotFoundPage(new Set(), '/nothing')).toBeUndefined();
  });
});

describe('getHeadersPath', () => {
  it.each([
    ['/index.html', '/'],
    ['/de.html', '/de'],
    ['/de/blog.html', '/de/blog'],
    ['/de/404.html', '/de/404'],
    ['/_astro/a.js', '/_astro/a.js'],
  ])('%s is named %s in _headers', (file, path) => {
    expect(getHeadersPath(file)).toBe(path);
  });
});
