import { describe, expect, it } from 'vitest';
import type { Story } from './map-story.ts';
import { blogPageSize, buildRoutes, toPagePath, toRouteParam } from './routes.ts';
import type { BlogPostContent, CategoryContent, PageContent } from './schemas/page-content.ts';

const story = <C extends Story['content']>(fullSlug: string, content: C): Story<C> => ({
  id: 1,
  uuid: fullSlug,
  lang: 'de',
  name: fullSlug,
  slug: fullSlug.split('/').pop() ?? fullSlug,
  fullSlug,
  createdAt: '',
  publishedAt: null,
  content,
});
const blog = story<PageContent>('blog', { _uid: 'b', component: 'page', title: 'Blog', body: [] });
const savings = story<CategoryContent>('categories/savings', {
  _uid: 'c',
  component: 'category',
  name: 'Sparen',
  description: '',
  order: 1,
});
const posts = Array.from({ length: blogPageSize * 2 + 1 }, (_, n) =>
  story<BlogPostContent>(`blog/savings/post-${n}`, {
    _uid: `p${n}`,
    component: 'blog_post',
    title: `Post ${n}`,
    date: '2026-01-01 09:00',
    categoryId: n < blogPageSize + 1 ? 'savings' : 'other',
    image: { filename: '' },
    excerpt: '',
    content: { type: 'doc', content: [] },
    isIndexingDisabled: false,
  }),
);

describe('buildRoutes', () => {
  it('puts each language under its prefix and the home page at the root', () => {
    expect(toPagePath('home', 'en')).toBe('/');
    expect(toPagePath('home', 'de')).toBe('/de');
    expect(toPagePath('blog/savings', 'it')).toBe('/it/blog/savings');
    expect(toRouteParam('/')).toBeUndefined();
    expect(toRouteParam('/de/blog')).toBe('de/blog');
  });

  it('adds numbered pages to long blog lists, and none to short ones', () => {
    const pages = buildRoutes('de', [blog, ...posts], [savings], posts);
    const paths = pages.map((page) => page.path);
    expect(paths).toContain('/de/blog/page/2');
    expect(paths).toContain('/de/blog/page/3');
    expect(paths).not.toContain('/de/blog/page/4');
    expect(paths).toContain('/de/blog/savings/page/2');
    expect(paths).not.toContain('/de/blog/savings/page/3');
    const second = pages.find((page) => page.path === '/de/blog/page/2');
    expect(second).toMatchObject({ kind: 'story', story: blog, pattern: 'blog' });
    expect(pages.find((page) => page.path === '/de/blog/savings/page/2')).toMatchObject({
      kind: 'blog-category',
      categoryId: 'savings',
    });
  });

  it('gives every language a 404 and a 500 page', () => {
    const paths = buildRoutes('fr', [], []).map((page) => page.path);
    expect(paths).toEqual(['/fr/404', '/fr/500']);
  });
});
