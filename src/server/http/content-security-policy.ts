import { createHash } from 'node:crypto';

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const styleAttribute = /\sstyle="([^"]*)"/gi;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function hashes(
  html: string,
  pattern: RegExp,
  decode: (value: string) => string = (value) => value,
): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const body = decode(match[1] ?? '');
    if (body.trim() === '') continue;
    found.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...found];
}

export interface CspOptions {
  /** Extra origins scripts may come from, e.g. the reCAPTCHA provider when it is configured. */
  scriptOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  connectOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of one HTML page: its own inline scripts and styles allowed by hash,
 * everything else only from this origin. No 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export function buildPageCsp(html: string, options: CspOptions = {}): string {
  const scripts = hashes(html, inlineScript);
  const styles = hashes(html, inlineStyle);
  // Style attributes (a CMS colour, say) are allowed one by one by hash, never wholesale.
  const attributes = hashes(html, styleAttribute, decodeAttribute);
  if (attributes.length > 0) styles.push("'unsafe-hashes'", ...attributes);
  const list = (...parts: (string | readonly string[])[]) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scripts, options.scriptOrigins ?? [])}`,
    `style-src ${list("'self'", styles)}`,
    "img-src 'self' data: https://a.storyblok.com https://i.ytimg.com",
    "font-src 'self'",
    `connect-src ${list("'self'", options.connectOrigins ?? [])}`,
    `frame-src ${list('https://www.youtube-nocookie.com', options.frameOrigins ?? [])}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
