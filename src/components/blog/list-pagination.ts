import type { PageEntry, SiteContent } from '../../cms/index.ts';
import { blogPageSize } from '../../cms/routes.ts';

/** Cards per page of a paginated list: the route table's page size. */
export const listPageSize = blogPageSize;

/** One page of a list, and where the other pages are. */
export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  current: number;
  count: number;
  /** The path of page `n` (1-based) in the page's language. */
  getPagePath: (n: number) => string;
}

const pageSuffix = /\/page\/(\d+)$/;

/** `/de/blog/savings/page/3` -> `{ base: '/de/blog/savings', current: 3 }`. */
export function parseListPath(path: string): { base: string; current: number } {
  const match = pageSuffix.exec(path);
  return match ? { base: path.slice(0, match.index), current: Number(match[1]) } : { base: path, current: 1 };
}

/**
 * The part of a long list a page shows: 12 items per page at `{list}/page/{n}` (page 1 is the list
 * itself). Pagination only applies when the route table builds those pages; otherwise the page
 * shows every item, so no item is ever unreachable and no link points nowhere.
 */
export function paginateList<T>(items: readonly T[], entry: PageEntry, content: SiteContent): ListPage<T> {
  const { base, current } = parseListPath(entry.path);
  const getPagePath = (n: number) => (n <= 1 ? base : `${base}/page/${n}`);
  const count = Math.max(1, Math.ceil(items.length / listPageSize));
  const routed =
    count > 1 && content.languages[entry.lang].pages.some((page) => page.path === getPagePath(2));
  if (!routed) return { items: [...items], current: 1, count: 1, getPagePath };
  const page = Math.min(Math.max(current, 1), count);
  return {
    items: items.slice((page - 1) * listPageSize, page * listPageSize),
    current: page,
    count,
    getPagePath,
  };
}
