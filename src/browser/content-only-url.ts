/** The query parameter of content-only mode (SPEC section 2, "Content-only mode"). */
export const contentOnlyParameter = 'content_only';

/** True when a `location.search` string turns content-only mode on. */
export function isContentOnlySearch(search: string): boolean {
  return new URLSearchParams(search).get(contentOnlyParameter) === 'true';
}

/** `href` (absolute, or relative to `base`) with `content_only=true` added; the hash is kept. */
export function withContentOnly(href: string, base: string): string {
  const url = new URL(href, base);
  url.searchParams.set(contentOnlyParameter, 'true');
  return url.href;
}

/**
 * Whether a link should carry the parameter while the page is in content-only mode: links to pages
 * of this site that do not already carry it. Same-page hash links, other sites, `mailto:` and API
 * or file addresses are left alone.
 */
export function needsContentOnly(href: string, base: string): boolean {
  let url: URL;
  let current: URL;
  try {
    url = new URL(href, base);
    current = new URL(base);
  } catch {
    return false;
  }
  if (url.origin !== current.origin || isContentOnlySearch(url.search)) return false;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return false;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash !== '');
}

/**
 * The address to replace the current one with, or undefined to stay: a page reached from a
 * content-only page without the parameter gets it back, hash included (SPEC section 2).
 */
export function getContentOnlyRedirect(href: string, previousWasContentOnly: boolean): string | undefined {
  const url = new URL(href);
  if (!previousWasContentOnly || isContentOnlySearch(url.search)) return undefined;
  return withContentOnly(href, href);
}
