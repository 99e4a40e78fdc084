import { pushConsentUpdate } from './consent-mode.ts';
import { readConsent, saveConsent } from './consent-state.ts';
import { isContentOnly } from './content-only.ts';
import { readStorage, writeStorage } from './storage.ts';

/** The banner appears this long after it becomes open (SPEC section 9). */
export const bannerDelayMs = 1000;
const dismissedKey = 'velora.consentDismissed';

/** Event dispatched on `document` when the banner leaves the screen (the app banner waits for it). */
export const bannerClosedEventName = 'velora:consent-banner-closed';

let settings: HTMLDialogElement | null = null;

/** Opens the cookie settings dialog, showing the stored answer (non-necessary on by default). */
export function openCookieSettings(): void {
  if (!settings || settings.open) return;
  const toggle = settings.querySelector<HTMLInputElement>('[data-consent-toggle]');
  if (toggle) toggle.checked = readConsent()?.nonNecessary ?? true;
  settings.showModal();
}

/** True while the banner is waiting or on screen. */
export function isCookieBannerPending(): boolean {
  return document.querySelector('[data-consent-banner]')?.hasAttribute('data-pending') ?? false;
}

/**
 * The cookie banner and its settings dialog (SPEC section 2). Without an answer under the current
 * consent revision the banner appears after 1 s; "Accept all" and "Necessary only" sit side by side
 * with the same weight, and the settings dialog offers the toggle. The close button dismisses the
 * banner for this browser session with necessary cookies only. Nothing non-necessary runs until an
 * answer allows it (see consent-state.ts).
 */
export function initCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  settings = document.querySelector<HTMLDialogElement>('dialog[data-consent-settings]');
  if (!banner) return;
  const stored = readConsent();
  if (stored) pushConsentUpdate(stored.nonNecessary);
  const hide = () => {
    if (!banner.hasAttribute('data-pending')) return;
    // Keyboard users continue at the page's content instead of losing focus with the banner.
    const hadFocus =
      banner.contains(document.activeElement) || settings?.contains(document.activeElement) === true;
    banner.hidden = true;
    if (hadFocus) document.querySelector<HTMLElement>('main')?.focus();
    banner.removeAttribute('data-pending');
    document.documentElement.style.removeProperty('--consent-banner-height');
    document.dispatchEvent(new CustomEvent(bannerClosedEventName));
  };
  const answer = (nonNecessary: boolean) => {
    saveConsent({ nonNecessary });
    pushConsentUpdate(nonNecessary);
    if (settings?.open) settings.close();
    hide();
  };
  if (!stored && !isContentOnly() && readStorage('sessionStorage', dismissedKey) !== 'true') {
    banner.setAttribute('data-pending', '');
    window.setTimeout(() => {
      if (!banner.hasAttribute('data-pending')) return;
      banner.hidden = false;
      // Focused elements scroll clear of the banner instead of ending up under it (WCAG 2.4.11).
      document.documentElement.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`);
    }, bannerDelayMs);
  }
  banner.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-consent-accept-all]')) answer(true);
    else if (target?.closest('[data-consent-necessary]')) answer(false);
    else if (target?.closest('[data-consent-close]')) {
      writeStorage('sessionStorage', dismissedKey, 'true');
      hide();
    }
  });
  settings?.addEventListener('submit', (event) => {
    event.preventDefault();
    answer(settings?.querySelector<HTMLInputElement>('[data-consent-toggle]')?.checked ?? false);
  });
  settings?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-consent-dialog-close]'))
      settings?.close();
  });
}
