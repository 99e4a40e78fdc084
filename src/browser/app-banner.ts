import { bannerClosedEventName, isCookieBannerPending } from './cookie-banner.ts';
import { isContentOnly } from './content-only.ts';
import type { MobilePlatform } from './platform.ts';
import { readStorage, writeStorage } from './storage.ts';

const dismissedKey = 'velora.appBanner';

/**
 * The app-download banner (SPEC section 2): on iOS and Android it invites to the platform's store
 * until the visitor dismisses it; the dismissal lasts for the browser session. It waits for the
 * cookie banner to go, so the two never cover each other, and stays away in content-only mode.
 */
export function initAppBanner(platform: MobilePlatform | undefined): void {
  const banner = document.querySelector<HTMLElement>('[data-app-banner]');
  if (!banner || !platform || isContentOnly() || readStorage('sessionStorage', dismissedKey) === 'dismissed')
    return;
  const store = banner.querySelector<HTMLAnchorElement>('[data-app-banner-store]');
  const url = platform === 'ios' ? banner.dataset['iosUrl'] : banner.dataset['androidUrl'];
  if (store && url) store.href = url;
  const show = () => {
    banner.hidden = false;
  };
  if (isCookieBannerPending()) document.addEventListener(bannerClosedEventName, show, { once: true });
  else show();
  banner.querySelector('[data-app-banner-dismiss]')?.addEventListener('click', () => {
    banner.hidden = true;
    writeStorage('sessionStorage', dismissedKey, 'dismissed');
  });
}
