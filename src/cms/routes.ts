import { defaultLanguage, type Language } from '../i18n/languages.ts';
import { ContentError } from './content-error.ts';
import type { Story } from './map-story.ts';
import { blogCategoryPattern, isDataStory, matchRoutePattern } from './route-patterns.ts';
import type { BlogPostContent, CategoryContent } from './schemas/page-content.ts';

/** Cards per page of a paginated blog list; later pages live at `{list}/page/{n}`. */
export const blogPageSize = 12;

export type PageKind = 'story' | 'blog-category' | 'not-found' | 'server-error';

/** One page to build: a language, its URL path and what it shows. */
export interface PageEntry {
  lang: Language;
  /** The slug without language, e.g. `home`, `blog/savings`, `404`. */
  slug: string;
  /** The URL path, e.g. `/`, `/de`, `/de/blog/savings`. */
  path: string;
  pattern: string;
  kind: PageKind;
  story?: Story | undefined;
  categoryId?: string | undefined;
  noindex: boolean;
}

/** The URL path of a slug in a language: en has no prefix, `home` is the root. */
export function toPagePath(slug: string, lang: Language): string {
  const base = slug === 'home' ? '' : `/${slug}`;
  if (lang === defaultLanguage) return base || '/';
  return `/${lang}${base}`;
}

/** The `[...path]` route parameter for a page path (undefined for the root). */
export function toRouteParam(path: string): string | undefined {
  return path === '/' ? undefined : path.slice(1);
}

/** Builds the route table of one language; a routed story on no SPEC pattern fails the build. */
export function buildRoutes(
  lang: Language,
  stories: readonly Story[],
  categories: readonly Story<CategoryContent>[],
  posts: readonly Story<BlogPostContent>[] = [],
): PageEntry[] {
  const pages: PageEntry[] = [];
  for (const story of stories) {
    if (isDataStory(story.fullSlug)) continue;
    const match = matchRoutePattern(story.fullSlug);
    if (!match) {
      throw new ContentError(
        `story "${story.fullSlug}" (${lang}) is not on any route of the site; move it under a known folder (blog/{category}/, legal/, event/, benefit/, lp/, 3a/, bank/, investment/) or to the top level`,
      );
    }
    if (!match.components.includes(story.content.component)) {
      throw new ContentError(
        `story "${story.fullSlug}" (${lang}): field "content.component" is "${story.content.component}", expected one of ${match.components.join(', ')} on the route ${match.pattern}`,
      );
    }
    const noindex = 'isIndexingDisabled' in story.content && story.content.isIndexingDisabled;
    pages.push({
      lang,
      slug: story.fullSlug,
      path: toPagePath(story.fullSlug, lang),
      pattern: match.pattern,
      kind: 'story',
      story,
      noindex,
    });
  }
  for (const category of categories) {
    const categoryId = category.slug;
    const slug = `blog/${categoryId}`;
    pages.push({
      lang,
      slug,
      path: toPagePath(slug, lang),
      pattern: blogCategoryPattern.pattern,
      kind: 'blog-category',
      categoryId,
      noindex: false,
    });
    const count = posts.filter((post) => post.content.categoryId === categoryId).length;
    pages.push(
      ...getListPages(lang, slug, count, {
        kind: 'blog-category',
        categoryId,
        pattern: blogCategoryPattern.pattern,
      }),
    );
  }
  const blog = pages.find((page) => page.slug === 'blog' && page.kind === 'story');
  if (blog)
    pages.push(
      ...getListPages(lang, 'blog', posts.length, {
        kind: 'story',
        story: blog.story,
        pattern: blog.pattern,
      }),
    );
  pages.push({
    lang,
    slug: '404',
    path: toPagePath('404', lang),
    pattern: '404',
    kind: 'not-found',
    noindex: true,
  });
  pages.push({
    lang,
    slug: '500',
    path: toPagePath('500', lang),
    pattern: '500',
    kind: 'server-error',
    noindex: true,
  });
  assertUniquePaths(pages);
  return pages;
}

/** Pages 2..n of a long blog list (page 1 is the list itself). */
function getListPages(
  lang: Language,
  slug: string,
  itemCount: number,
  base: Pick<PageEntry, 'kind' | 'pattern' | 'story' | 'categoryId'>,
): PageEntry[] {
  const count = Math.ceil(itemCount / blogPageSize);
  const pages: PageEntry[] = [];
  for (let n = 2; n <= count; n += 1) {
    const pageSlug = `${slug}/page/${n}`;
    pages.push({ ...base, lang, slug: pageSlug, path: toPagePath(pageSlug, lang), noindex: false });
  }
  return pages;
}

function assertUniquePaths(pages: readonly PageEntry[]): void {
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path))
      throw new ContentError(`Two pages want the address ${page.path}; rename one of the stories`);
    seen.add(page.path);
  }
}
