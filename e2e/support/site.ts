import { readdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { join, relative, sep } from 'node:path';
import { getSiteFile, loadSiteContent, type SiteContent } from '../../src/cms/site-content.ts';
import { loadContentConfig } from '../../src/config/index.ts';
import { selectContentSource } from '../../src/cms/sources/select-source.ts';

let cached: Promise<SiteContent> | undefined;

/** The site's content as the build saw it (same source selection as the build). */
export function getContent(): Promise<SiteContent> {
  cached ??= loadSiteContent(selectContentSource(), getSiteFile(loadContentConfig().contentDir));
  return cached;
}

export const buildRoot = join(process.cwd(), 'dist', 'client');

/** Every HTML file of the build as `{ file, urlPath }` (`/de/blog.html` → `/de/blog`). */
export function listBuiltPages(): { file: string; urlPath: string }[] {
  return readdirSync(buildRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const rel = `/${relative(buildRoot, file).split(sep).join('/')}`;
      const urlPath = rel === '/index.html' ? '/' : rel.replace(/\.html$/, '');
      return { file, urlPath };
    });
}

/**
 * Every `<loc>` of the served sitemap: the index `/sitemap-index.xml` (@astrojs/sitemap) and the
 * sitemaps it lists, each fetched by its path on the server under test.
 */
export async function readSitemapLocs(request: APIRequestContext): Promise<string[]> {
  const locsOf = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1] as string,
    );
  const sitemaps = await locsOf('/sitemap-index.xml');
  const pages = await Promise.all(sitemaps.map((sitemap) => locsOf(new URL(sitemap).pathname)));
  return pages.flat();
}
