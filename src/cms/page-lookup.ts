import { getPageTitle, getSeoTitle } from './page-info.ts';
import type { PageEntry } from './routes.ts';
import type { LanguageContent } from './site-content.ts';

/**
 * Lookups every page of a build makes over all pages of a language, made once per language: done
 * per page, they made the build quadratic (10,000 pages each scanning every page of its language,
 * four times for the language switcher and once more for the breadcrumb titles). The content of a
 * build does not change once loaded; each lookup is kept as long as its content is.
 */
const pagesBySlug = new WeakMap<readonly PageEntry[], Map<string, PageEntry>>();

/** The page of `pages` with `slug` (the first, as `find` would give), if any. */
export function findPageBySlug(pages: readonly PageEntry[], slug: string): PageEntry | undefined {
  let index = pagesBySlug.get(pages);
  if (!index) {
    index = new Map();
    for (const page of pages) if (!index.has(page.slug)) index.set(page.slug, page);
    pagesBySlug.set(pages, index);
  }
  return index.get(slug);
}

const seoTitlesByContent = new WeakMap<LanguageContent, Map<string, ReadonlyMap<string, string>>>();

/**
 * Every page of the language by path, named by its SEO title or else its visible title (never an
 * English slug); the breadcrumbs name crumbs with these and leave out segments that are no page.
 */
export function getSeoTitlesByPath(
  content: LanguageContent,
  fallbacks: { notFound: string; serverError: string },
): ReadonlyMap<string, string> {
  let byFallbacks = seoTitlesByContent.get(content);
  if (!byFallbacks) {
    byFallbacks = new Map();
    seoTitlesByContent.set(content, byFallbacks);
  }
  const key = `${fallbacks.notFound}\u0000${fallbacks.serverError}`;
  let titles = byFallbacks.get(key);
  if (!titles) {
    titles = new Map(
      content.pages.map((page) => [page.path, getSeoTitle(page, getPageTitle(page, content, fallbacks))]),
    );
    byFallbacks.set(key, titles);
  }
  return titles;
}
