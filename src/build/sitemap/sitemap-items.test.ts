import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSitemapEntries } from '../../cms/sitemap-entries.ts';
import { getSiteFile, loadSiteContent } from '../../cms/site-content.ts';
import { createLocalSource } from '../../cms/sources/local-source.ts';
import { completeSitemapItem, indexSitemapEntries } from './sitemap-items.ts';

const root = join(import.meta.dirname, '..', '..', 'cms', 'fixtures', 'content');

describe('completeSitemapItem', () => {
  it("adds x-default and the content's last modification to the language versions @astrojs/sitemap found", async () => {
    const content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
    const entries = indexSitemapEntries(getSitemapEntries(content));
    // An item as @astrojs/sitemap's i18n option makes it (the site's origin may differ from site.json's).
    const item = completeSitemapItem(
      {
        url: 'https://preview.velora.ch/de',
        links: [
          { lang: 'en', url: 'https://preview.velora.ch/' },
          { lang: 'de', url: 'https://preview.velora.ch/de' },
        ],
      },
      entries,
    );
    expect(item?.lastmod).toBe('2026-01-02');
    expect(item?.links).toEqual([
      { lang: 'en', url: 'https://preview.velora.ch/' },
      { lang: 'de', url: 'https://preview.velora.ch/de' },
      { lang: 'x-default', url: 'https://preview.velora.ch/' },
    ]);
  });

  it('leaves out what is no indexable page, and needs no English version', async () => {
    const content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
    const entries = indexSitemapEntries(getSitemapEntries(content));
    expect(completeSitemapItem({ url: 'https://www.velora.ch/de/404' }, entries)).toBeUndefined();
    expect(completeSitemapItem({ url: 'https://www.velora.ch/rss.xml' }, entries)).toBeUndefined();
    expect(
      completeSitemapItem({ url: 'https://www.velora.ch/de/legal/privacy-policy' }, entries)?.links,
    ).toEqual([]);
  });
});
