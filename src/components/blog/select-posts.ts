import type { Story } from '../../cms/index.ts';
import type { BlogPostContent } from '../../cms/schemas/page-content.ts';

/** Which posts a list shows. */
export interface PostSelection {
  /** Only this category (a category's slug); all categories when absent or empty. */
  categoryId?: string | undefined;
  /** At most this many. */
  limit?: number | undefined;
  /** Leave this post out (the one being read, under "related articles"). */
  excludeUuid?: string | undefined;
}

const newestFirstCache = new WeakMap<readonly Story<BlogPostContent>[], Story<BlogPostContent>[]>();

/**
 * The listable posts of `posts` (never those with `isIndexingDisabled`), newest first; posts of
 * the same date keep their order. Sorted once per list: every post page asks for its related
 * posts, and sorting 2,500 posts for each of them made the build quadratic.
 */
function newestFirst(posts: readonly Story<BlogPostContent>[]): readonly Story<BlogPostContent>[] {
  let sorted = newestFirstCache.get(posts);
  if (!sorted) {
    sorted = posts
      .filter((post) => !post.content.isIndexingDisabled)
      // Storyblok dates are "YYYY-MM-DD HH:mm" in UTC, so text order is time order.
      .sort((a, b) => b.content.date.localeCompare(a.content.date));
    newestFirstCache.set(posts, sorted);
  }
  return sorted;
}

/**
 * The posts of a blog list (SPEC section 2, "Blog"): never those with `isIndexingDisabled`, newest
 * first (posts of the same date keep their order), then filtered and cut as asked.
 */
export function selectPosts(
  posts: readonly Story<BlogPostContent>[],
  { categoryId, limit, excludeUuid }: PostSelection = {},
): Story<BlogPostContent>[] {
  const max = limit !== undefined && limit > 0 ? limit : Infinity;
  const selected: Story<BlogPostContent>[] = [];
  for (const post of newestFirst(posts)) {
    if (selected.length >= max) break;
    if (categoryId && post.content.categoryId !== categoryId) continue;
    if (post.uuid === excludeUuid) continue;
    selected.push(post);
  }
  return selected;
}

/** The address of a post: `/blog/{categoryId}/{slug}` (SPEC section 2), before the language prefix. */
export function getPostPath(post: Story<BlogPostContent>): string {
  return `/blog/${post.content.categoryId}/${post.slug}`.toLowerCase();
}
