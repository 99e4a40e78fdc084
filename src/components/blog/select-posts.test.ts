import { describe, expect, it } from 'vitest';
import type { Story } from '../../cms/index.ts';
import type { BlogPostContent } from '../../cms/schemas/page-content.ts';
import { getPostPath, selectPosts } from './select-posts.ts';

function post(
  slug: string,
  date: string,
  categoryId = 'savings',
  isIndexingDisabled = false,
): Story<BlogPostContent> {
  return {
    id: 1,
    uuid: slug,
    lang: 'en',
    name: slug,
    slug,
    fullSlug: `blog/${categoryId}/${slug}`,
    createdAt: '',
    publishedAt: null,
    content: {
      _uid: slug,
      component: 'blog_post',
      title: slug,
      date,
      categoryId,
      image: { filename: '' },
      excerpt: '',
      content: { type: 'doc', content: [] },
      isIndexingDisabled,
    },
  };
}

const posts = [
  post('old', '2025-01-10 09:00'),
  post('hidden', '2026-11-20 09:00', 'savings', true),
  post('new', '2026-11-01 09:00', 'banking'),
  post('middle', '2026-03-02 09:00'),
  post('same-day-later', '2026-03-02 17:30', 'banking'),
];

describe('selectPosts (SPEC section 2, "Blog")', () => {
  it('leaves out posts with isIndexingDisabled and sorts newest first, by time within a day', () => {
    expect(selectPosts(posts).map((p) => p.slug)).toEqual(['new', 'same-day-later', 'middle', 'old']);
  });

  it('filters by category, cuts to the limit and can exclude the post being read', () => {
    expect(selectPosts(posts, { categoryId: 'savings' }).map((p) => p.slug)).toEqual(['middle', 'old']);
    expect(selectPosts(posts, { limit: 2 }).map((p) => p.slug)).toEqual(['new', 'same-day-later']);
    expect(selectPosts(posts, { excludeUuid: 'new', limit: 1 }).map((p) => p.slug)).toEqual([
      'same-day-later',
    ]);
  });

  it('treats an empty category as all categories and does not change its input', () => {
    const before = posts.map((p) => p.slug);
    expect(selectPosts(posts, { categoryId: '' })).toHaveLength(4);
    expect(posts.map((p) => p.slug)).toEqual(before);
  });

  it('gives each caller a list of its own (the sorted list is shared between calls)', () => {
    const first = selectPosts(posts);
    first.pop();
    first.reverse();
    expect(selectPosts(posts).map((p) => p.slug)).toEqual(['new', 'same-day-later', 'middle', 'old']);
    expect(selectPosts([...posts].reverse()).map((p) => p.slug)).toEqual([
      'new',
      'same-day-later',
      'middle',
      'old',
    ]);
  });

  it('lists nothing for a category with no listable post, and keeps each category list its own', () => {
    expect(selectPosts(posts, { categoryId: 'pension' })).toEqual([]);
    expect(
      selectPosts([post('only-hidden', '2026-01-01 00:00', 'crypto', true)], { categoryId: 'crypto' }),
    ).toEqual([]);
    expect(
      selectPosts(posts, { categoryId: 'banking', excludeUuid: 'new', limit: 3 }).map((p) => p.slug),
    ).toEqual(['same-day-later']);
    const uncategorised = [post('loose', '2026-05-01 09:00', ''), ...posts];
    expect(selectPosts(uncategorised).map((p) => p.slug)).toEqual([
      'new',
      'loose',
      'same-day-later',
      'middle',
      'old',
    ]);
    expect(selectPosts(uncategorised, { categoryId: '' })).toHaveLength(5);
    selectPosts(posts, { categoryId: 'savings' }).length = 0;
    expect(selectPosts(posts, { categoryId: 'savings' }).map((p) => p.slug)).toEqual(['middle', 'old']);
  });

  it('links a post as /blog/{categoryId}/{slug}', () => {
    expect(getPostPath(post('Mixed-Case', '2026-01-01 00:00', 'banking'))).toBe('/blog/banking/mixed-case');
  });
});
