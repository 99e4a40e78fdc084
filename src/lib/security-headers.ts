import { youTubeEmbedOrigin } from './video.ts';

/**
 * The header values every answer of the site carries, page, file or API (DESIGN.md decision 12).
 * The build writes them into `dist/client/_headers` (src/build/headers); the server sends them on
 * its API answers. Pure data: imported by the build and the server alike.
 */

/**
 * Browser features no page needs are switched off for the page and every frame in it. Autoplay is
 * the exception, for the YouTube player only: the visitor's click on the video facade loads the
 * player, which then starts at once instead of asking for a second click.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  `autoplay=(self "${youTubeEmbedOrigin}")`,
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Security headers sent on every answer. Pages add their own Content-Security-Policy. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': permissionsPolicy,
});

/** Hashed build assets (`/_astro/...`) never change under the same name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Pages and files that keep their name from build to build: kept, but checked again on each use. */
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/** Policy for answers that are data, never documents: nothing may load or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Headers for a JSON or other non-HTML answer of the API. */
export function getApiSecurityHeaders(): Record<string, string> {
  return { ...baseSecurityHeaders, 'Content-Security-Policy': apiContentSecurityPolicy };
}
