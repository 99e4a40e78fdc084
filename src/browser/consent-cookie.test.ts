import { describe, expect, it } from 'vitest';
import { consentMaxAgeSeconds, parseConsentCookie, serializeConsentCookie } from './consent-cookie.ts';

describe('parseConsentCookie', () => {
  it('reads an answer of the current revision among other cookies', () => {
    expect(parseConsentCookie('a=1; cookies_seen=1.all; b=2', 1)).toEqual({ nonNecessary: true });
    expect(parseConsentCookie('cookies_seen=1.necessary', 1)).toEqual({ nonNecessary: false });
  });

  it('asks again when the answer was given under another revision', () => {
    expect(parseConsentCookie('cookies_seen=1.all', 2)).toBeUndefined();
  });

  it('ignores missing, foreign and malformed values', () => {
    expect(parseConsentCookie('', 1)).toBeUndefined();
    expect(parseConsentCookie('my_cookies_seen=1.all', 1)).toBeUndefined();
    expect(parseConsentCookie('cookies_seen=true', 1)).toBeUndefined();
    expect(parseConsentCookie('cookies_seen=1.some', 1)).toBeUndefined();
  });
});

describe('serializeConsentCookie', () => {
  it('keeps the answer for 365 days on the whole site', () => {
    expect(consentMaxAgeSeconds).toBe(31_536_000);
    expect(serializeConsentCookie({ nonNecessary: true }, { secure: false, revision: 3 })).toBe(
      'cookies_seen=3.all; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is Secure on HTTPS pages and round-trips through the parser', () => {
    const cookie = serializeConsentCookie({ nonNecessary: false }, { secure: true, revision: 1 });
    expect(cookie.endsWith('; Secure')).toBe(true);
    expect(parseConsentCookie(cookie.split(';')[0] ?? '', 1)).toEqual({ nonNecessary: false });
  });
});
