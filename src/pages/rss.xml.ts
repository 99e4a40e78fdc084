/** The English blog's RSS feed at /rss.xml (the other languages: src/pages/[lang]/rss.xml.ts). */
import type { APIRoute } from 'astro';
import { getSiteContent } from '../cms/index.ts';
import { buildRssFeed } from '../components/blog/rss-feed.ts';

export const GET: APIRoute = async () => {
  const content = await getSiteContent();
  return new Response(await buildRssFeed('en', content.languages.en, content.site), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
};
