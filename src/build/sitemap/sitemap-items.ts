import type { SitemapItem } from '@astrojs/sitemap';
import { defaultLanguage } from '../../i18n/languages.ts';
import type { SitemapEntry } from '../../lib/sitemap.ts';

/** The sitemap's pages by URL path (the site's origin may differ between content and build). */
export function indexSitemapEntries(entries: readonly SitemapEntry[]): Map<string, SitemapEntry> {
  return new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]));
}

/**
 * Completes an item of @astrojs/sitemap (whose i18n option found the page's language versions):
 * its last modification and, for search engines that meet a language they have no version for,
 * the default language's version as `x-default`. Undefined for a page that stays out.
 */
export function completeSitemapItem(
  item: SitemapItem,
  entries: ReadonlyMap<string, SitemapEntry>,
): SitemapItem | undefined {
  const entry = entries.get(new URL(item.url).pathname);
  if (!entry) return undefined;
  const links = item.links ?? [];
  const fallback = links.find((link) => link.lang === defaultLanguage);
  return {
    ...item,
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    links: fallback ? [...links, { lang: 'x-default', url: fallback.url }] : links,
  };
}
