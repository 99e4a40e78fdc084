import type { LanguageContent } from '../../cms/index.ts';
import type { SiteConstants } from '../../cms/schemas/site.ts';
import { formatLocales, type Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import { parseStoryblokDate } from '../../lib/dates.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getPostPath, selectPosts } from './select-posts.ts';

/** Items in a feed: readers poll often, so the newest posts are enough. */
export const feedSize = 50;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The address of a language's feed: `/rss.xml`, `/de/rss.xml`, ... */
export function getFeedPath(lang: Language): string {
  return lang === 'en' ? '/rss.xml' : `/${lang}/rss.xml`;
}

/**
 * The RSS 2.0 feed of a language's blog: the newest posts (never those with
 * `isIndexingDisabled`), each with its absolute link, date, category and excerpt. Every text is
 * XML-escaped.
 */
export function buildRssFeed(lang: Language, content: LanguageContent, site: SiteConstants): string {
  const absolute = (path: string) => new URL(path, site.siteUrl).href;
  const names = new Map(content.categories.map((category) => [category.slug, category.content.name]));
  const posts = selectPosts(content.posts, { limit: feedSize });
  const items = posts.map((post) => {
    const link = absolute(getLocalizedPath(getPostPath(post), lang));
    const date = parseStoryblokDate(post.content.date);
    return [
      '<item>',
      `<title>${escapeXml(post.content.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      date ? `<pubDate>${date.toUTCString()}</pubDate>` : '',
      `<category>${escapeXml(names.get(post.content.categoryId) ?? post.content.categoryId)}</category>`,
      post.content.excerpt ? `<description>${escapeXml(post.content.excerpt)}</description>` : '',
      '</item>',
    ].join('');
  });
  const newest = posts[0] ? parseStoryblokDate(posts[0].content.date) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(translate(lang, 'blog.feedTitle', { brand: site.brand }))}</title>`,
    `<link>${escapeXml(absolute(getLocalizedPath('/blog', lang)))}</link>`,
    `<description>${escapeXml(translate(lang, 'blog.feedDescription', { brand: site.brand }))}</description>`,
    `<language>${formatLocales[lang].toLowerCase()}</language>`,
    `<atom:link href="${escapeXml(absolute(getFeedPath(lang)))}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
