/**
 * The consent cookie (SPEC section 2, "Cookie banner and settings"): `cookies_seen` holds the
 * consent revision the visitor answered and whether non-necessary cookies are allowed, e.g.
 * `cookies_seen=1.all` or `cookies_seen=1.necessary`. It is itself a necessary cookie.
 */

/** Name of the cookie that records the visitor's answer. */
export const consentCookieName = 'cookies_seen';

/**
 * Raise this when the cookie policy changes in a way visitors must agree to again: answers given
 * under an older revision no longer count, so the banner asks once more.
 */
export const consentRevision = 1;

/** How long the answer is kept: 365 days (SPEC section 9). */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The visitor's answer. */
export interface ConsentChoice {
  /** True when analytics, the chat assistant and other non-necessary cookies are allowed. */
  nonNecessary: boolean;
}

/**
 * The answer stored in a `document.cookie` string, or undefined when there is none, it is
 * unreadable, or it was given under another revision than `revision`.
 */
export function parseConsentCookie(
  cookieString: string,
  revision = consentRevision,
): ConsentChoice | undefined {
  for (const pair of cookieString.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== consentCookieName) continue;
    const match = /^(\d+)\.(all|necessary)$/.exec(pair.slice(at + 1).trim());
    if (!match || Number(match[1]) !== revision) return undefined;
    return { nonNecessary: match[2] === 'all' };
  }
  return undefined;
}

/**
 * The `document.cookie` assignment that stores `choice` for 365 days, on the whole site, sent only
 * to this site (SameSite=Lax) and only over HTTPS when the page itself is on HTTPS.
 */
export function serializeConsentCookie(
  choice: ConsentChoice,
  options: { secure: boolean; revision?: number },
): string {
  const value = `${options.revision ?? consentRevision}.${choice.nonNecessary ? 'all' : 'necessary'}`;
  const attributes = [`Max-Age=${consentMaxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return `${consentCookieName}=${value}; ${attributes.join('; ')}`;
}
