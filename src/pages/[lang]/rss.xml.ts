/** The blog's RSS feed of every prefixed language: /de/rss.xml, /fr/rss.xml, /it/rss.xml. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteContent } from '../../cms/index.ts';
import { buildRssFeed } from '../../components/blog/rss-feed.ts';
import { defaultLanguage, languages, type Language } from '../../i18n/languages.ts';

export const getStaticPaths = (() =>
  languages
    .filter((lang) => lang !== defaultLanguage)
    .map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = params['lang'] as Language;
  const content = await getSiteContent();
  return new Response(await buildRssFeed(lang, content.languages[lang], content.site), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
};
