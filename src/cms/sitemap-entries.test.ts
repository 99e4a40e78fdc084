import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSitemapEntries } from './sitemap-entries.ts';
import { getSiteFile, loadSiteContent } from './site-content.ts';
import { createLocalSource } from './sources/local-source.ts';

const root = join(import.meta.dirname, 'fixtures', 'content');

describe('getSitemapEntries', () => {
  it('lists indexable pages with hreflang alternates and x-default, never 404 or 500', async () => {
    const content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
    const entries = getSitemapEntries(content);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain('https://www.velora.ch/de/legal/privacy-policy');
    expect(locs.some((loc) => /\/(404|500)$/.test(loc))).toBe(false);
    const home = entries.find((entry) => entry.loc === 'https://www.velora.ch/');
    expect(home?.alternates.map((alt) => alt.hreflang)).toEqual(['en', 'de', 'fr', 'it', 'x-default']);
    expect(home?.lastmod).toBe('2026-01-02');
  });
});
