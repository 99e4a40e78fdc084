/** Links prefetched per round and the pause between rounds (SPEC section 4, "Page loading"). */
export const prefetchBatchSize = 4;
export const prefetchIntervalMs = 3000;

/**
 * The address to prefetch for a link's href, or undefined when it should not be: other origins, the
 * page itself, API and file addresses. The hash is dropped so one page is fetched once.
 */
export function getPrefetchUrl(href: string, pageHref: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, pageHref);
  } catch {
    return undefined;
  }
  const page = new URL(pageHref);
  if (url.origin !== page.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return undefined;
  url.hash = '';
  page.hash = '';
  return url.href === page.href ? undefined : url.href;
}

/** A first-in first-out queue of addresses that hands out each address only once. */
export interface PrefetchQueue {
  add: (url: string) => void;
  /** Up to `count` addresses not handed out before, oldest first. */
  take: (count?: number) => string[];
  readonly size: number;
}

/** Creates an empty {@link PrefetchQueue}. */
export function createPrefetchQueue(): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  return {
    add(url) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
    },
    take(count = prefetchBatchSize) {
      return waiting.splice(0, count);
    },
    get size() {
      return waiting.length;
    },
  };
}
