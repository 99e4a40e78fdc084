import { pushEvent } from '../lib/analytics.ts';
import { hasNonNecessaryConsent } from './consent-state.ts';
import type { MobilePlatform } from './platform.ts';

const buttonSelector = '[data-download-app], a[data-modal="download-app"]';

/**
 * Download-app buttons (SPEC section 2): on a phone they link straight to the platform's store;
 * elsewhere they open the download-app modal (their `data-modal`) and push a `download_app` event,
 * which `pushEvent` sends only in production and with consent.
 */
export function initDownloadApp(platform: MobilePlatform | undefined): void {
  const stores = document.querySelector<HTMLElement>('[data-app-banner]')?.dataset;
  const storeUrl =
    platform === 'ios' ? stores?.['iosUrl'] : platform === 'android' ? stores?.['androidUrl'] : undefined;
  if (storeUrl) {
    for (const button of document.querySelectorAll<HTMLAnchorElement>(`a:is(${buttonSelector})`)) {
      button.href = storeUrl;
      button.removeAttribute('data-modal');
    }
    return;
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(buttonSelector) : null;
      if (button)
        pushEvent(
          { event: 'download_app' },
          { isProduction: import.meta.env.PROD, hasConsent: hasNonNecessaryConsent() },
        );
    },
    true,
  );
}
