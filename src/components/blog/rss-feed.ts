import { getRssString } from '@astrojs/rss';
import type { LanguageContent } from '../../cms/index.ts';
import type { SiteConstants } from '../../cms/schemas/site.ts';
import { formatLocales, type Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import { parseStoryblokDate } from '../../lib/dates.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getPostPath, selectPosts } from './select-posts.ts';

/** Items in a feed: readers poll often, so the newest posts are enough. */
export const feedSize = 50;

/** The address of a language's feed: `/rss.xml`, `/de/rss.xml`, ... */
export function getFeedPath(lang: Language): string {
  return lang === 'en' ? '/rss.xml' : `/${lang}/rss.xml`;
}

/**
 * The RSS 2.0 feed of a language's blog, written by @astrojs/rss: the newest posts (never those
 * with `isIndexingDisabled`), each with its absolute link, date, category and excerpt.
 */
export function buildRssFeed(lang: Language, content: LanguageContent, site: SiteConstants): Promise<string> {
  const absolute = (path: string) => new URL(path, site.siteUrl).href;
  const names = new Map(content.categories.map((category) => [category.slug, category.content.name]));
  const posts = selectPosts(content.posts, { limit: feedSize });
  const newest = posts[0] ? parseStoryblokDate(posts[0].content.date) : undefined;
  return getRssString({
    title: translate(lang, 'blog.feedTitle', { brand: site.brand }),
    description: translate(lang, 'blog.feedDescription', { brand: site.brand }),
    site: absolute(getLocalizedPath('/blog', lang)),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<language>${formatLocales[lang].toLowerCase()}</language>`,
      `<atom:link href="${absolute(getFeedPath(lang))}" rel="self" type="application/rss+xml"/>`,
      newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: posts.map((post) => ({
      title: post.content.title,
      link: absolute(getLocalizedPath(getPostPath(post), lang)),
      pubDate: parseStoryblokDate(post.content.date),
      categories: [names.get(post.content.categoryId) ?? post.content.categoryId],
      description: post.content.excerpt || undefined,
    })),
  });
}
