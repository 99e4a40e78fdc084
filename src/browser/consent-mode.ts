/**
 * Google Consent Mode v2. The default (everything but security storage denied) is pushed onto the
 * data layer before anything else runs, so that any Google tag added later, by the tag manager or by
 * hand, starts in the denied state and sets no cookie until the visitor agrees.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentValue = 'granted' | 'denied';

// gtag() must push the `arguments` object itself: Google's tags ignore plain arrays for commands.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** Pushes the default state: denied until the visitor answers the cookie banner. */
export function pushConsentDefault(): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 500,
  });
  gtag('set', 'ads_data_redaction', true);
}

/**
 * Pushes the visitor's answer. Non-necessary consent covers analytics and the chat assistant (the
 * banner's wording); advertising signals stay denied because the site runs no advertising.
 */
export function pushConsentUpdate(nonNecessary: boolean): void {
  const value: ConsentValue = nonNecessary ? 'granted' : 'denied';
  gtag('consent', 'update', {
    analytics_storage: value,
    functionality_storage: value,
    personalization_storage: value,
  });
}
