import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, getApiSecurityHeaders, permissionsPolicy } from './security-headers.ts';
import { getYouTubeEmbedUrl } from './video.ts';

const directives = () =>
  new Map(
    permissionsPolicy.split(', ').map((entry) => {
      const [feature, allowList] = entry.split('=');
      return [feature, allowList];
    }),
  );

describe('Permissions-Policy', () => {
  it('lets only this site and the YouTube player the facade embeds autoplay', () => {
    const embedOrigin = new URL(getYouTubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true })).origin;
    expect(directives().get('autoplay')).toBe(`(self "${embedOrigin}")`);
    expect(baseSecurityHeaders['Permissions-Policy']).toBe(permissionsPolicy);
  });

  it('keeps every other powerful feature off for the page and its frames', () => {
    const features = directives();
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
      expect(features.get(feature), feature).toBe('()');
    expect(
      [...features.entries()].filter(([, allowList]) => allowList !== '()').map(([name]) => name),
    ).toEqual(['autoplay']);
  });
});

describe('getApiSecurityHeaders', () => {
  it('adds a policy that allows nothing to the common headers', () => {
    const headers = getApiSecurityHeaders();
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
