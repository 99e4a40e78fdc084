import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readHeadersFile, type HeadersBlock } from '../../src/build/headers/headers-file.ts';
import { findHeaderConflicts } from '../../src/build/headers/site-headers.ts';
import { buildRoot, listBuiltPages } from '../support/site.ts';

/**
 * dist/client/_headers, the build's record of every answer's headers (a CDN deploy serves it),
 * checked against the built pages themselves, parsed by Chromium, and against what the server sends.
 */
const blocks: HeadersBlock[] = readHeadersFile(readFileSync(join(buildRoot, '_headers'), 'utf8'));
const pageBlocks = new Map(
  blocks.filter((block) => 'Content-Security-Policy' in block.headers).map((block) => [block.path, block]),
);
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hash sources of a directive, e.g. the `'sha256-…'` entries of `script-src`. */
function hashesOf(csp: string, directive: string): string[] {
  const value = csp.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
  return value.split(' ').filter((source) => source.startsWith("'sha256-"));
}

test('_headers has the common headers, the asset cache, the modal data files and one policy for every built page', () => {
  expect(blocks[0]?.path).toBe('/*');
  expect(blocks[0]?.headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  expect(blocks[0]?.headers['Permissions-Policy']).toContain(
    'autoplay=(self "https://www.youtube-nocookie.com")',
  );
  expect(blocks.find((block) => block.path === '/_astro/*')?.headers).toEqual({
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  const pages = listBuiltPages().map((page) => page.urlPath);
  expect(pages.length).toBeGreaterThan(100);
  expect([...pageBlocks.keys()].sort()).toEqual([...pages].sort());
  // The modal data files: each language's hashed data and QR code for good, its current data
  // checked on each use.
  const hashed = /\.[\w-]{10}\.(json|svg)$/;
  const modalData = blocks.filter((block) => block.path.startsWith('/modal-data/'));
  expect(modalData.map((block) => block.path.replace(hashed, '.<hash>.$1')).sort()).toEqual(
    ['de', 'en', 'fr', 'it']
      .flatMap((lang) => ['.<hash>.json', '.<hash>.svg', '.json'].map((end) => `/modal-data/${lang}${end}`))
      .sort(),
  );
  for (const block of modalData)
    expect(block.headers['Cache-Control']).toBe(
      hashed.test(block.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  for (const path of ['/', '/de', '/404', '/de/404', '/fr/blog'])
    expect(pageBlocks.get(path)?.headers['Content-Security-Policy'], path).toContain(
      "frame-ancestors 'none'",
    );
  expect(findHeaderConflicts(blocks)).toEqual([]);
});

test("each page's policy allows exactly its own inline scripts, styles and style attributes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const built of listBuiltPages()) {
    // Chromium's own parser finds the inline code, independently of the build's tokenizer.
    const inline = await page.evaluate(
      (html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const texts = (elements: Iterable<Element>) =>
          [...elements].map((element) => element.textContent ?? '');
        const scripts = [...doc.querySelectorAll('script:not([src])')].filter(
          (script) => !/json$/i.test(script.getAttribute('type') ?? ''),
        );
        return {
          scripts: texts(scripts),
          styles: texts(doc.querySelectorAll('style')),
          attributes: [...doc.querySelectorAll('[style]')].map(
            (element) => element.getAttribute('style') ?? '',
          ),
        };
      },
      readFileSync(built.file, 'utf8'),
    );
    const csp = pageBlocks.get(built.urlPath)?.headers['Content-Security-Policy'] ?? '';
    const expected = (texts: string[]) =>
      [...new Set(texts.filter((text) => text.trim() !== '').map(sha))].sort();
    expect(hashesOf(csp, 'script-src').sort(), built.urlPath).toEqual(expected(inline.scripts));
    expect(hashesOf(csp, 'style-src').sort(), built.urlPath).toEqual(
      expected([...inline.styles, ...inline.attributes]),
    );
    expect(csp.includes("'unsafe-hashes'"), built.urlPath).toBe(
      inline.attributes.some((text) => text.trim() !== ''),
    );
  }
});

test('the server sends exactly the headers of _headers', async ({ request }) => {
  test.setTimeout(120_000);
  const common = blocks[0]?.headers ?? {};
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  for (const [path, block] of pageBlocks) {
    if (/^(\/[a-z]{2})?\/(404|500)$/.test(path)) continue; // served only as the answer to a missing page
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject(lower({ ...common, ...block.headers }));
  }
  const asset = readdirSync(join(buildRoot, '_astro')).find((name) => name.endsWith('.js'));
  const assetHeaders = (await request.get(`/_astro/${asset}`)).headers();
  expect(assetHeaders).toMatchObject(
    lower({ ...common, 'Cache-Control': 'public, max-age=31536000, immutable' }),
  );
});

test('no page breaks its own policy in the browser', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/de/blog', '/fr/faq', '/it/contact']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  expect(violations).toEqual([]);
});

test('Chromium lets the YouTube player autoplay, and no other origin', async ({ page }) => {
  await page.goto('/');
  const allows = (feature: string, origin: string) =>
    page.evaluate(
      ([name, from]) => {
        const policy = (
          document as Document & {
            featurePolicy?: { allowsFeature(feature: string, origin?: string): boolean };
          }
        ).featurePolicy;
        if (!policy) throw new Error('Chromium exposes no document.featurePolicy');
        return policy.allowsFeature(name as string, from);
      },
      [feature, origin],
    );
  expect(await allows('autoplay', 'https://www.youtube-nocookie.com')).toBe(true);
  expect(await allows('autoplay', 'https://www.youtube.com')).toBe(false);
  expect(await allows('camera', 'https://www.youtube-nocookie.com')).toBe(false);
});
