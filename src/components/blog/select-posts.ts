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

/**
 * The posts of a blog list (SPEC section 2, "Blog"): never those with `isIndexingDisabled`, newest
 * first (posts of the same date keep their order), then filtered and cut as asked.
 */
export function selectPosts(
  posts: readonly Story<BlogPostContent>[],
  { categoryId, limit, excludeUuid }: PostSelection = {},
): Story<BlogPostContent>[] {
  const selected = posts
    .filter((post) => !post.content.isIndexingDisabled)
    .filter((post) => !categoryId || post.content.categoryId === categoryId)
    .filter((post) => post.uuid !== excludeUuid)
    // Storyblok dates are "YYYY-MM-DD HH:mm" in UTC, so text order is time order.
    .sort((a, b) => b.content.date.localeCompare(a.content.date));
  return limit !== undefined && limit > 0 ? selected.slice(0, limit) : selected;
}

/** The address of a post: `/blog/{categoryId}/{slug}` (SPEC section 2), before the language prefix. */
export function getPostPath(post: Story<BlogPostContent>): string {
  return `/blog/${post.content.categoryId}/${post.slug}`.toLowerCase();
}
