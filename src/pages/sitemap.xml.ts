import type { APIRoute } from 'astro';
import { getSiteContent } from '../cms/index.ts';
import { getSitemapEntries } from '../cms/sitemap-entries.ts';
import { renderSitemap } from '../lib/sitemap.ts';

/** `/sitemap.xml`: every indexable page of the four languages with hreflang alternates. */
export const GET: APIRoute = async () => {
  const content = await getSiteContent();
  return new Response(renderSitemap(getSitemapEntries(content)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
