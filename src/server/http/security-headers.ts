/**
 * Security headers sent on every answer, static page or API (DESIGN.md decision 12).
 * The Content-Security-Policy of HTML pages carries per-page script and style hashes and is
 * added by the static handler; API answers get a policy that allows nothing at all.
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
});

/** Policy for answers that are data, never documents: nothing may load or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Headers for a JSON or other non-HTML answer of the API. */
export function getApiSecurityHeaders(): Record<string, string> {
  return { ...baseSecurityHeaders, 'Content-Security-Policy': apiContentSecurityPolicy };
}
