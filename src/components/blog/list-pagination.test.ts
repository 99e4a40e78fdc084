import { describe, expect, it } from 'vitest';
import type { PageEntry, SiteContent } from '../../cms/index.ts';
import { listPageSize, paginateList, parseListPath } from './list-pagination.ts';

const entry = (path: string): PageEntry => ({
  lang: 'de',
  slug: path,
  path,
  pattern: '',
  kind: 'blog-category',
  noindex: false,
});
const siteWith = (paths: string[]) =>
  ({ languages: { de: { pages: paths.map(entry) } } }) as unknown as SiteContent;
const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('paginateList', () => {
  it('reads the page number from the path', () => {
    expect(parseListPath('/de/blog/savings/page/3')).toEqual({ base: '/de/blog/savings', current: 3 });
    expect(parseListPath('/de/blog/savings')).toEqual({ base: '/de/blog/savings', current: 1 });
  });

  it('shows every item when the route table builds no further pages (no dead links)', () => {
    const page = paginateList(items, entry('/de/blog'), siteWith(['/de/blog']));
    expect(page.items).toHaveLength(30);
    expect(page.count).toBe(1);
  });

  it('splits into pages of 12 once the pages exist', () => {
    const site = siteWith(['/de/blog', '/de/blog/page/2', '/de/blog/page/3']);
    const first = paginateList(items, entry('/de/blog'), site);
    expect(first.items).toEqual(items.slice(0, listPageSize));
    expect(first.count).toBe(3);
    expect(first.getPagePath(1)).toBe('/de/blog');
    expect(first.getPagePath(3)).toBe('/de/blog/page/3');
    const last = paginateList(items, entry('/de/blog/page/3'), site);
    expect(last.items).toEqual([25, 26, 27, 28, 29, 30]);
    expect(last.current).toBe(3);
  });
});
