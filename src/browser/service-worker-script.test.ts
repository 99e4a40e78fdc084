/**
 * public/sw.js (plain JavaScript, run by the browser) in a sandbox with an in-memory Cache Storage
 * and a fake network (test/support/service-worker-sandbox.ts): what it keeps, what it answers
 * offline, what it never touches. The e2e test in e2e/chrome/page-loading.spec.ts runs it in
 * Chromium; this one counts what a real browser would take hundreds of page views to show.
 */
import { describe, expect, it } from 'vitest';
import { loadWorker, origin } from '../../test/support/service-worker-sandbox.ts';

describe('the service worker (public/sw.js)', () => {
  it('keeps the newest build assets, up to its limit, and answers them from the cache', async () => {
    const worker = loadWorker();
    const count = worker.limits.assets + 25;
    for (let index = 0; index < count; index += 1) await worker.request(`/_astro/chunk-${index}.js`);
    const kept = worker.cached('velora-assets-v1');
    expect(kept).toHaveLength(worker.limits.assets);
    expect(kept[0]).toBe('/_astro/chunk-25.js'); // the 25 oldest were removed
    expect(kept.at(-1)).toBe(`/_astro/chunk-${count - 1}.js`);

    worker.network.offline = true;
    const fetchedBefore = worker.fetched.length;
    expect((await worker.request(`/_astro/chunk-${count - 1}.js`))?.url).toBe(
      `${origin}/_astro/chunk-${count - 1}.js`,
    );
    expect(worker.fetched).toHaveLength(fetchedBefore); // from the cache, not the network
    await expect(worker.request('/_astro/chunk-0.js')).rejects.toThrow('Failed to fetch');
  });

  it('keeps hashed modal data and brand images with the build assets, never the unhashed modal data', async () => {
    const worker = loadWorker();
    await worker.request('/modal-data/en.Syeg1Qrxth.json');
    await worker.request('/brand/logo.svg');
    expect(await worker.request('/modal-data/en.json')).toBeUndefined();
    expect(worker.cached('velora-assets-v1')).toEqual(['/modal-data/en.Syeg1Qrxth.json', '/brand/logo.svg']);
  });

  it('keeps the newest visited pages, up to its limit, and shows the last copy offline', async () => {
    const worker = loadWorker();
    const count = worker.limits.pages + 5;
    for (let index = 0; index < count; index += 1) await worker.request(`/de/blog/post-${index}`, 'navigate');
    const kept = worker.cached('velora-pages-v1');
    expect(kept).toHaveLength(worker.limits.pages);
    expect(kept[0]).toBe('/de/blog/post-5');

    worker.network.offline = true;
    expect((await worker.request('/de/blog/post-7?utm_source=mail', 'navigate'))?.url).toBe(
      `${origin}/de/blog/post-7`,
    );
    await expect(worker.request('/de/blog/post-0', 'navigate')).rejects.toThrow('Failed to fetch');
  });

  it('never touches the API, the health check, other methods or other origins', async () => {
    const worker = loadWorker();
    expect(await worker.request('/api/contact/velora-contact-en', 'cors', 'POST')).toBeUndefined();
    expect(await worker.request('/api/booking/businesses', 'cors')).toBeUndefined();
    expect(await worker.request('/healthz', 'cors')).toBeUndefined();
    expect(await worker.request('/_astro/x.js', 'cors', 'POST')).toBeUndefined();
    expect(await worker.request('https://chat.example.ch/_astro/widget.js')).toBeUndefined();
    expect(worker.fetched).toEqual([]);
  });
});
