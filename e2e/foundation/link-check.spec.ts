import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { normalizePathname, stripLanguagePrefix } from '../../src/lib/links.ts';
import { resolveFooterPath, specFooterPaths } from '../support/footer-paths.ts';
import { buildRoot, getContent, listBuiltPages } from '../support/site.ts';

const pages = listBuiltPages();
const pageFiles = new Map(pages.map((page) => [page.urlPath, page.file]));
const idCache = new Map<string, Set<string>>();

function idsOf(urlPath: string): Set<string> {
  let ids = idCache.get(urlPath);
  if (!ids) {
    const html = readFileSync(pageFiles.get(urlPath) as string, 'utf8');
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string));
    idCache.set(urlPath, ids);
  }
  return ids;
}

function languageOf(urlPath: string): Language {
  return stripLanguagePrefix(urlPath).lang;
}

test.describe('link check over the build', () => {
  test('every internal link and anchor resolves to a built page in the same language', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (/\/(404|500)$/.test(page.urlPath)) continue;
      const html = readFileSync(page.file, 'utf8');
      for (const match of html.matchAll(/<a\b([^>]*)>/g)) {
        const attrs = match[1] ?? '';
        const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
        if (href === undefined || /^(https?:|mailto:|tel:|\/\/)/.test(href)) continue;
        const [pathAndQuery = '', hash] = href.split('#');
        const path = pathAndQuery.split('?')[0] ?? '';
        const target = path === '' ? page.urlPath : normalizePathname(path);
        const isFile = path !== '' && existsSync(join(buildRoot, decodeURI(path)));
        if (!pageFiles.has(target) && !isFile) {
          problems.push(`${page.urlPath}: link to ${href} has no page`);
          continue;
        }
        if (
          pageFiles.has(target) &&
          !/\shreflang="/i.test(attrs) &&
          languageOf(target) !== languageOf(page.urlPath)
        ) {
          problems.push(`${page.urlPath}: link to ${href} crosses into another language`);
        }
        if (hash && pageFiles.has(target) && !idsOf(target).has(decodeURIComponent(hash))) {
          problems.push(`${page.urlPath}: anchor ${href} matches no id`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every footer path of SPEC section 2 resolves in every language', async () => {
    const { product } = (await getContent()).site;
    const missing: string[] = [];
    for (const lang of languages) {
      for (const path of specFooterPaths.map((spec) => resolveFooterPath(spec, product))) {
        const localized = lang === 'en' ? path : `/${lang}${path}`;
        if (!pageFiles.has(localized)) missing.push(localized);
      }
    }
    expect(missing).toEqual([]);
  });
});
