import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteFile, loadSiteContent } from '../../cms/site-content.ts';
import { createLocalSource } from '../../cms/sources/local-source.ts';
import { buildRssFeed, getFeedPath } from './rss-feed.ts';

const root = join(import.meta.dirname, '..', '..', 'cms', 'fixtures', 'content');

describe('buildRssFeed (@astrojs/rss)', () => {
  it("writes a language's channel with its self link and one escaped item per post", async () => {
    const content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
    const en = content.languages.en;
    const [first, ...rest] = en.posts;
    if (!first) throw new Error('the fixture content has no blog post');
    const posts = [{ ...first, content: { ...first.content, title: 'Savings & <rates>' } }, ...rest];
    const xml = await buildRssFeed('de', { ...en, posts }, content.site);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(`<link>${content.site.siteUrl}/de/blog</link>`);
    expect(xml).toContain('<language>de-ch</language>');
    expect(xml).toContain(
      `<atom:link href="${content.site.siteUrl}/de/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toContain('<title>Savings &amp; &lt;rates&gt;</title>');
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    expect(xml).toMatch(/<guid isPermaLink="true">https:\/\/[^<]+\/de\/blog\/[^<]+<\/guid>/);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).toMatch(/<lastBuildDate>[^<]+ GMT<\/lastBuildDate>/);
  });

  it('names each language its feed address', () => {
    expect(getFeedPath('en')).toBe('/rss.xml');
    expect(getFeedPath('it')).toBe('/it/rss.xml');
  });
});
