import { defaultLanguage, languages } from '../i18n/languages.ts';
import type { SitemapEntry } from '../lib/sitemap.ts';
import type { SiteContent } from './site-content.ts';

/**
 * The sitemap's pages: every indexable page of every language, with the same page's address in
 * the other languages. Pages with isIndexingDisabled, 404 and 500 stay out.
 */
export function getSitemapEntries(content: SiteContent): SitemapEntry[] {
  const absolute = (path: string) => new URL(path, content.site.siteUrl).href;
  const bySlug = new Map<string, Map<string, string>>();
  for (const page of content.pages) {
    if (page.noindex || page.kind === 'not-found' || page.kind === 'server-error') continue;
    const paths = bySlug.get(page.slug) ?? new Map<string, string>();
    paths.set(page.lang, page.path);
    bySlug.set(page.slug, paths);
  }
  return content.pages
    .filter((page) => bySlug.get(page.slug)?.get(page.lang) === page.path)
    .map((page) => {
      const paths = bySlug.get(page.slug) ?? new Map<string, string>();
      const alternates: SitemapEntry['alternates'] = languages
        .filter((lang) => paths.has(lang))
        .map((lang) => ({ hreflang: lang, href: absolute(paths.get(lang) as string) }));
      const fallback = paths.get(defaultLanguage);
      if (fallback) alternates.push({ hreflang: 'x-default', href: absolute(fallback) });
      const published = page.story?.publishedAt;
      return {
        loc: absolute(page.path),
        lastmod: published ? published.slice(0, 10) : undefined,
        alternates,
      };
    });
}
