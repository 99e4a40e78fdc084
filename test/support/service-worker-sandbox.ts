/**
 * public/sw.js (plain JavaScript, run by the browser) in a `node:vm` sandbox with an in-memory Cache
 * Storage and a fake network, for tests that ask the real worker what it keeps and answers
 * (src/browser/service-worker-script.test.ts, src/lib/modal-data-files.test.ts).
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

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

export const origin = 'https://www.velora.ch';
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
export function loadWorker() {
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
