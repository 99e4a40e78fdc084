import { readStorage, writeStorage } from './storage.ts';

const reloadedKey = 'velora.swReloaded';

/** Service workers run only in secure contexts: HTTPS, or this machine during development. */
export function canRegisterServiceWorker(url: URL): boolean {
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * Registers `/sw.js` (offline reading of visited pages) after `load`, only over HTTPS or on
 * localhost (SPEC section 4). When an updated worker has installed and a script or stylesheet of
 * this page failed to load (typically a file removed by a new release), the page reloads, once per
 * session, to pick up the current release.
 */
export function initServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!canRegisterServiceWorker(new URL(location.href))) {
    console.error('The service worker is not registered: the site is not served over HTTPS.');
    return;
  }
  let resourceFailed = false;
  let updateInstalled = false;
  const reloadOnce = () => {
    if (!resourceFailed || !updateInstalled || readStorage('sessionStorage', reloadedKey) === 'true') return;
    writeStorage('sessionStorage', reloadedKey, 'true');
    location.reload();
  };
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement) {
        resourceFailed = true;
        reloadOnce();
      }
    },
    true,
  );
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            // With a controller already in place, an installed worker is an update, not the first install.
            if (worker.state === 'installed' && navigator.serviceWorker.controller) {
              updateInstalled = true;
              reloadOnce();
            }
          });
        });
      })
      .catch((error: unknown) => console.error('The service worker could not be registered.', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
