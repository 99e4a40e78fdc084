import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap.ts';

describe('renderSitemap', () => {
  it('lists each page with its alternates and escapes XML', () => {
    const xml = renderSitemap([
      {
        loc: 'https://x.ch/a?b=1&c=2',
        lastmod: '2026-01-02',
        alternates: [{ hreflang: 'de', href: 'https://x.ch/de/a' }],
      },
    ]);
    expect(xml).toContain('<loc>https://x.ch/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://x.ch/de/a"/>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });
});

describe('renderRobots', () => {
  it('keeps crawlers out of the API and names the sitemap', () => {
    expect(renderRobots('https://www.velora.ch')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.velora.ch/sitemap.xml\n',
    );
  });
});
