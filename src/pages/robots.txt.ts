import type { APIRoute } from 'astro';
import { getSiteContent } from '../cms/index.ts';
import { renderRobots } from '../lib/sitemap.ts';

/** `/robots.txt`: everything crawlable but the API, and where the sitemap is. */
export const GET: APIRoute = async () => {
  const content = await getSiteContent();
  return new Response(renderRobots(content.site.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
