import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { getSiteContent, shareSiteContentWithPages } from '../../cms/index.ts';
import { getSitemapEntries } from '../../cms/sitemap-entries.ts';
import { defaultLanguage, languages } from '../../i18n/languages.ts';
import type { SitemapEntry } from '../../lib/sitemap.ts';
import { completeSitemapItem, indexSitemapEntries } from './sitemap-items.ts';

/**
 * `/sitemap-index.xml` and `/sitemap-0.xml` by @astrojs/sitemap: every indexable page (the content
 * decides: no `noindex` page, no 404 or 500), its language versions found by the i18n option,
 * `x-default` and the last modification added from the content. `/sitemap.xml`, the address search
 * engines already know, stays: a copy of the index.
 */
export function siteSitemap(): AstroIntegration[] {
  let entries: Map<string, SitemapEntry> | undefined;
  const loadEntries: AstroIntegration = {
    name: 'velora:sitemap-entries',
    hooks: {
      'astro:build:start': async () => {
        // Loaded once for the whole build: the pages render from this same content.
        const content = getSiteContent();
        shareSiteContentWithPages(content);
        entries = indexSitemapEntries(getSitemapEntries(await content));
      },
      'astro:build:done': () => shareSiteContentWithPages(undefined),
    },
  };
  const pages = () => {
    if (!entries) throw new Error('The sitemap entries were not loaded at the start of the build.');
    return entries;
  };
  const keepOldAddress: AstroIntegration = {
    name: 'velora:sitemap-xml',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await copyFile(join(root, 'sitemap-index.xml'), join(root, 'sitemap.xml'));
      },
    },
  };
  return [
    loadEntries,
    sitemap({
      i18n: {
        defaultLocale: defaultLanguage,
        locales: Object.fromEntries(languages.map((lang) => [lang, lang])),
      },
      namespaces: { xhtml: true, news: false, image: false, video: false },
      filter: (page) => pages().has(new URL(page).pathname),
      serialize: (item) => completeSitemapItem(item, pages()),
    }),
    keepOldAddress,
  ];
}
