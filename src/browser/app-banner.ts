import { bannerClosedEventName, isCookieBannerPending } from './cookie-banner.ts';
import { isContentOnly } from './content-only.ts';
import type { MobilePlatform } from './platform.ts';
import { readStorage, writeStorage } from './storage.ts';

const sessionKey = 'velora.appBanner';

/**
 * The app-download banner (SPEC section 2): shown once per browser session, on iOS and Android
 * only, inviting to the platform's store. The first page that shows it records so for the session
 * ("shown"), so later pages stay free of it; a dismissal is remembered for the session too. It waits for the
 * cookie banner to go, so the two never cover each other, and stays away in content-only mode.
 */
export function initAppBanner(platform: MobilePlatform | undefined): void {
  const banner = document.querySelector<HTMLElement>('[data-app-banner]');
  if (!banner || !platform || isContentOnly() || readStorage('sessionStorage', sessionKey) !== null) return;
  const store = banner.querySelector<HTMLAnchorElement>('[data-app-banner-store]');
  const url = platform === 'ios' ? banner.dataset['iosUrl'] : banner.dataset['androidUrl'];
  if (store && url) store.href = url;
  const show = () => {
    banner.hidden = false;
    writeStorage('sessionStorage', sessionKey, 'shown');
  };
  if (isCookieBannerPending()) document.addEventListener(bannerClosedEventName, show, { once: true });
  else show();
  banner.querySelector('[data-app-banner-dismiss]')?.addEventListener('click', () => {
    banner.hidden = true;
    writeStorage('sessionStorage', sessionKey, 'dismissed');
  });
}
