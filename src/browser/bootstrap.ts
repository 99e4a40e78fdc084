/**
 * The one script every page loads (DESIGN.md decision 3): vanilla behaviour for the static header,
 * footer, banners and consent. Consent Mode's denied default goes first, before anything that could
 * track; content-only mode next, because it may replace the address.
 */
import { pushConsentDefault } from './consent-mode.ts';
import { initContentOnly } from './content-only.ts';
import { initAppBanner } from './app-banner.ts';
import { initChat } from './chat.ts';
import { initChunkRecovery } from './chunk-recovery.ts';
import { initCookieBanner } from './cookie-banner.ts';
import { initCurrentYear } from './current-year.ts';
import { initDisclosures } from './disclosure.ts';
import { initDownloadApp } from './download-app.ts';
import { initHashScroll } from './hash-scroll.ts';
import { initHeaderCollapse } from './header-collapse.ts';
import { initLanguageSwitcher } from './language-switcher.ts';
import { initMobileMenu } from './mobile-menu.ts';
import { initModalTrigger } from './modal-trigger.ts';
import { initModals } from './modals/init-modals.ts';
import { initNavigationNotice } from './navigation-notice.ts';
import { initNotificationBar } from './notification-bar.ts';
import { getMobilePlatform } from './platform.ts';
import { initPrefetch } from './prefetch.ts';
import { initScrollRegions } from './scroll-regions.ts';
import { initSearchTrigger } from './search-trigger.ts';
import { initServiceWorker } from './service-worker.ts';

pushConsentDefault();
initCurrentYear();
if (!initContentOnly()) {
  const platform = getMobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
  document.documentElement.setAttribute('data-js', '');
  initChunkRecovery();
  initDisclosures();
  initHeaderCollapse();
  initMobileMenu();
  initLanguageSwitcher();
  initNotificationBar();
  initCookieBanner();
  initModalTrigger();
  initModals();
  initSearchTrigger();
  initDownloadApp(platform);
  initAppBanner(platform);
  initChat();
  initHashScroll();
  initScrollRegions();
  initNavigationNotice();
  initServiceWorker();
  if (document.readyState === 'complete') initPrefetch();
  else window.addEventListener('load', initPrefetch, { once: true });
}
