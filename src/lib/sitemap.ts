/** One page of the sitemap with its language alternates (hreflang, including x-default). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
  alternates: { hreflang: string; href: string }[];
}

/** robots.txt allowing everything but the API and pointing at the sitemap index (@astrojs/sitemap). */
export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap-index.xml', siteUrl).href}\n`;
}
