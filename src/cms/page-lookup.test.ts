import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPageTitle, getSeoTitle } from './page-info.ts';
import { findPageBySlug, getSeoTitlesByPath } from './page-lookup.ts';
import { getSiteFile, loadSiteContent } from './site-content.ts';
import { createLocalSource } from './sources/local-source.ts';

const root = join(import.meta.dirname, 'fixtures', 'content');
const content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
const fallbacks = { notFound: 'Not found', serverError: 'Server error' };

describe('page lookups made once per language', () => {
  it('finds the page of each slug as a scan of the pages would, in every language', () => {
    for (const language of Object.values(content.languages)) {
      expect(language.pages.length).toBeGreaterThan(3);
      for (const page of language.pages)
        expect(findPageBySlug(language.pages, page.slug)).toBe(
          language.pages.find((other) => other.slug === page.slug),
        );
      expect(findPageBySlug(language.pages, 'no-such-page')).toBeUndefined();
    }
  });

  it('keeps one index per list: another list with the same slugs answers from its own pages', () => {
    const { en, de } = content.languages;
    const slug = en.pages.find((page) => de.pages.some((other) => other.slug === page.slug))!.slug;
    expect(findPageBySlug(en.pages, slug)?.lang).toBe('en');
    expect(findPageBySlug(de.pages, slug)?.lang).toBe('de');
  });

  it('names every page of a language by its SEO title, else its visible title', () => {
    const { fr } = content.languages;
    const titles = getSeoTitlesByPath(fr, fallbacks);
    expect([...titles.keys()]).toEqual(fr.pages.map((page) => page.path));
    for (const page of fr.pages)
      expect(titles.get(page.path)).toBe(getSeoTitle(page, getPageTitle(page, fr, fallbacks)));
    expect(getSeoTitlesByPath(fr, fallbacks)).toBe(titles);
    const other = { notFound: 'Introuvable', serverError: 'Erreur' };
    const notFound = fr.pages.find((page) => page.kind === 'not-found');
    if (notFound) expect(getSeoTitlesByPath(fr, other).get(notFound.path)).toBe('Introuvable');
  });
});
