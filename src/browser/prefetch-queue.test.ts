import { describe, expect, it } from 'vitest';
import {
  createPrefetchQueue,
  getPrefetchUrl,
  prefetchBatchSize,
  prefetchIntervalMs,
} from './prefetch-queue.ts';

const page = 'https://www.velora.ch/de/blog?x=1#top';

describe('getPrefetchUrl', () => {
  it('gives internal page addresses without their hash', () => {
    expect(getPrefetchUrl('/de/faq#h-cards', page)).toBe('https://www.velora.ch/de/faq');
    expect(getPrefetchUrl('/de/blog', page)).toBe('https://www.velora.ch/de/blog');
  });

  it('skips the page itself, other sites, the API and files', () => {
    expect(getPrefetchUrl('#h-fees', page)).toBeUndefined();
    expect(getPrefetchUrl('/de/blog?x=1', page)).toBeUndefined();
    expect(getPrefetchUrl('https://example.com/', page)).toBeUndefined();
    expect(getPrefetchUrl('mailto:info@velora.ch', page)).toBeUndefined();
    expect(getPrefetchUrl('/api/contact', page)).toBeUndefined();
    expect(getPrefetchUrl('/assets/report.pdf', page)).toBeUndefined();
  });
});

describe('createPrefetchQueue', () => {
  it('hands out batches of 4 in order, each address once', () => {
    expect(prefetchBatchSize).toBe(4);
    expect(prefetchIntervalMs).toBe(3000);
    const queue = createPrefetchQueue();
    for (const n of [1, 2, 3, 2, 4, 5, 6, 1]) queue.add(`/p${n}`);
    expect(queue.size).toBe(6);
    expect(queue.take()).toEqual(['/p1', '/p2', '/p3', '/p4']);
    expect(queue.take()).toEqual(['/p5', '/p6']);
    queue.add('/p1');
    expect(queue.take()).toEqual([]);
  });
});
