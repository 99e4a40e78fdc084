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

/** Per list of posts: its listable posts newest first, under '' for all and per category. */
const listCache = new WeakMap<readonly Story<BlogPostContent>[], Map<string, Story<BlogPostContent>[]>>();

/**
 * The listable posts of `posts` (never those with `isIndexingDisabled`) in `categoryId` ('' for
 * every category), newest first; posts of the same date keep their order. Sorted once per list and
 * split by category once: every post page asks for its related posts and every page of a category
 * list for that category's posts, and sorting (then walking) all 2,500 posts of a language for
 * each of them made the build quadratic.
 */
function newestFirst(
  posts: readonly Story<BlogPostContent>[],
  categoryId: string,
): readonly Story<BlogPostContent>[] {
  let lists = listCache.get(posts);
  if (!lists) {
    const all = posts
      .filter((post) => !post.content.isIndexingDisabled)
      // Storyblok dates are "YYYY-MM-DD HH:mm" in UTC, so text order is time order.
      .sort((a, b) => b.content.date.localeCompare(a.content.date));
    lists = new Map();
    for (const post of all) {
      const list = lists.get(post.content.categoryId);
      if (list) list.push(post);
      else lists.set(post.content.categoryId, [post]);
    }
    // '' is "every category": a post without a category is listed there only.
    lists.set('', all);
    listCache.set(posts, lists);
  }
  return lists.get(categoryId) ?? [];
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
  const list = newestFirst(posts, categoryId ?? '');
  // A copy: the list is shared by every call.
  if (excludeUuid === undefined) return list.slice(0, max);
  const selected: Story<BlogPostContent>[] = [];
  for (const post of list) {
    if (selected.length >= max) break;
    if (post.uuid !== excludeUuid) selected.push(post);
  }
  return selected;
}

/** The address of a post: `/blog/{categoryId}/{slug}` (SPEC section 2), before the language prefix. */
export function getPostPath(post: Story<BlogPostContent>): string {
  return `/blog/${post.content.categoryId}/${post.slug}`.toLowerCase();
}
