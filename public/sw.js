/*
 * Velora service worker: visited pages stay readable offline (SPEC section 4).
 * - Pages: network first; each successful page is kept (the newest 60), so offline the last copy shows.
 * - Build assets (/_astro/, names carry a content hash), the modal data whose name carries its hash
 *   (/modal-data/en.<hash>.json, .svg: a modal opened before opens offline too) and brand images:
 *   cache first, the newest 300 kept. Each release brings new names; without a limit the files of
 *   every release a visitor ever saw would stay on the device. 300 is about four releases' worth of
 *   every file the site has (70 scripts and styles, 12 modal data files, 6 brand images), so the
 *   pages kept offline keep theirs.
 * - The API, other origins and non-GET requests are never touched.
 * Raise VERSION when a change makes what the caches hold wrong (a path no longer cache first, other
 * keys); old caches are removed on activation. Adding a cache-first path of hashed names does not.
 */
const VERSION = 'v1';
const PAGES = `velora-pages-${VERSION}`;
const ASSETS = `velora-assets-${VERSION}`;
const MAX_PAGES = 60;
const MAX_ASSETS = 300;
/** A modal data file named by the hash of its bytes (src/lib/modal-data-files.ts). */
const HASHED_MODAL_DATA = /^\/modal-data\/[a-z]{2}\.[\w-]+\.(json|svg)$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('velora-') && key !== PAGES && key !== ASSETS)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/healthz')
    return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (
    url.pathname.startsWith('/_astro/') ||
    url.pathname.startsWith('/brand/') ||
    HASHED_MODAL_DATA.test(url.pathname)
  ) {
    event.respondWith(cacheFirst(request));
  }
});

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (
      response.ok &&
      response.type === 'basic' &&
      !response.headers.get('Cache-Control')?.includes('no-store')
    ) {
      await cache.put(request, response.clone());
      await trim(cache, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

/** Deletes the oldest entries of `cache` beyond the newest `max` (keys come in the order they were put). */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}
