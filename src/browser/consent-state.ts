import { parseConsentCookie, serializeConsentCookie, type ConsentChoice } from './consent-cookie.ts';

/** Event dispatched on `document` whenever the visitor answers; `detail` is the {@link ConsentChoice}. */
export const consentEventName = 'velora:consent';

/** The visitor's current answer, or undefined while they have not answered (under this revision). */
export function readConsent(): ConsentChoice | undefined {
  return parseConsentCookie(document.cookie);
}

/**
 * True only when the visitor allowed non-necessary cookies. Analytics (`pushEvent`'s `hasConsent`),
 * the chat assistant and any other third party must ask this before loading or tracking.
 */
export function hasNonNecessaryConsent(): boolean {
  return readConsent()?.nonNecessary === true;
}

/** Stores the answer in `cookies_seen` and tells every listener on the page. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = serializeConsentCookie(choice, { secure: location.protocol === 'https:' });
  document.dispatchEvent(new CustomEvent<ConsentChoice>(consentEventName, { detail: choice }));
}

/**
 * Calls `callback` once non-necessary cookies are allowed: at once when they already are, else on
 * the first answer that allows them. Nothing is called for a refusal.
 */
export function whenNonNecessaryAllowed(callback: () => void): void {
  if (hasNonNecessaryConsent()) {
    callback();
    return;
  }
  const listener = (event: Event) => {
    if (!(event as CustomEvent<ConsentChoice>).detail.nonNecessary) return;
    document.removeEventListener(consentEventName, listener);
    callback();
  };
  document.addEventListener(consentEventName, listener);
}
