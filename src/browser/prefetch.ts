import { shouldPrefetch } from '../lib/user-agent.ts';
import {
  createPrefetchQueue,
  getPrefetchUrl,
  prefetchBatchSize,
  prefetchIntervalMs,
} from './prefetch-queue.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetches the pages that visible links lead to, 4 every 3 seconds (SPEC section 4), with
 * `<link rel="prefetch">` so the browser fetches them at idle priority into its HTTP cache. Not on
 * 2g, with data saving on, or for bots (`shouldPrefetch`). Starts after `load`, so it never competes
 * with the page's own resources.
 */
export function initPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const allowed = shouldPrefetch({
    userAgent: navigator.userAgent,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
  });
  if (!allowed || !('IntersectionObserver' in window)) return;
  const queue = createPrefetchQueue();
  let timer: number | undefined;
  const flush = () => {
    for (const url of queue.take(prefetchBatchSize)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.append(link);
    }
    timer = queue.size > 0 ? window.setTimeout(flush, prefetchIntervalMs) : undefined;
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = getPrefetchUrl((entry.target as HTMLAnchorElement).href, location.href);
      if (url) queue.add(url);
    }
    timer ??= window.setTimeout(flush, prefetchIntervalMs);
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    'main a[href], footer a[href], header a[href]',
  )) {
    if (!link.hasAttribute('download') && link.target !== '_blank') observer.observe(link);
  }
}
