/**
 * public/sw.js (plain JavaScript, run by the browser) in a sandbox with an in-memory Cache Storage
 * and a fake network: what it keeps, what it answers offline, what it never touches. The e2e test
 * in e2e/chrome/page-loading.spec.ts runs it in Chromium; this one counts what a real browser
 * would take hundreds of page views to show.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

interface FakeResponse {
  ok: boolean;
  type: string;
  url: string;
  headers: Headers;
  clone(): FakeResponse;
}

/** One cache: entries by URL, in the order they were put (as the Cache API keeps them). */
class FakeCache {
  readonly entries = new Map<string, FakeResponse>();
  match(request: FakeRequest, options?: { ignoreSearch?: boolean }): Promise<FakeResponse | undefined> {
    const strip = (url: string) => (options?.ignoreSearch ? url.replace(/\?.*$/, '') : url);
    for (const [url, response] of this.entries)
      if (strip(url) === strip(request.url)) return Promise.resolve(response);
    return Promise.resolve(undefined);
  }
  put(request: FakeRequest, response: FakeResponse): Promise<void> {
    this.entries.delete(request.url);
    this.entries.set(request.url, response);
    return Promise.resolve();
  }
  keys(): Promise<FakeRequest[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => requestFor(url)));
  }
  delete(request: FakeRequest): Promise<boolean> {
    return Promise.resolve(this.entries.delete(request.url));
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  open(name: string): Promise<FakeCache> {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return Promise.resolve(this.stores.get(name)!);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name));
  }
}

const origin = 'https://www.velora.ch';
const requestFor = (url: string, mode = 'no-cors', method = 'GET'): FakeRequest => ({ url, method, mode });
const responseFor = (url: string, headers: Record<string, string> = {}): FakeResponse => {
  const response: FakeResponse = {
    ok: true,
    type: 'basic',
    url,
    headers: new Headers(headers),
    clone: () => response,
  };
  return response;
};

/** Loads public/sw.js with a network that answers every URL (or fails while `offline` is set). */
function loadWorker() {
  const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new FakeCacheStorage();
  const fetched: string[] = [];
  const network = { offline: false };
  const context = {
    self: {
      location: new URL(`${origin}/sw.js`),
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: () => undefined,
      clients: { claim: () => Promise.resolve() },
    },
    caches,
    fetch: (request: FakeRequest) => {
      fetched.push(request.url);
      return network.offline
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(responseFor(request.url));
    },
    URL,
    limits: {} as { pages?: number; assets?: number },
  };
  vm.runInNewContext(`${source}\nlimits.pages = MAX_PAGES; limits.assets = MAX_ASSETS;`, context);
  /** Dispatches a fetch event; resolves to the worker's answer, or undefined when it let the request be. */
  const request = async (path: string, mode = 'no-cors', method = 'GET') => {
    let answer: Promise<FakeResponse> | undefined;
    listeners.get('fetch')!({
      request: requestFor(path.startsWith('https:') ? path : `${origin}${path}`, mode, method),
      respondWith: (response: Promise<FakeResponse>) => (answer = response),
    });
    return answer && (await answer);
  };
  const cached = (name: string) =>
    [...(caches.stores.get(name)?.entries.keys() ?? [])].map((url) => url.slice(origin.length));
  return { request, cached, fetched, network, limits: context.limits as { pages: number; assets: number } };
}

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
