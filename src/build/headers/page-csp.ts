import { youTubeEmbedOrigin, youTubeThumbnailOrigin } from '../../lib/video.ts';
import { findInlineSources, toHashSource } from './inline-sources.ts';

export interface CspOptions {
  /** Extra origins scripts may come from, e.g. the reCAPTCHA provider when it is configured. */
  scriptOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  connectOrigins?: readonly string[];
}

const unique = (texts: readonly string[]) => [...new Set(texts.map(toHashSource))];

/**
 * The Content-Security-Policy of one HTML page: its own inline scripts and styles allowed by hash,
 * everything else only from this origin. No 'unsafe-inline' or 'unsafe-eval' for scripts;
 * 'wasm-unsafe-eval' only, for the WebAssembly of site search.
 */
export function buildPageCsp(html: string, options: CspOptions = {}): string {
  const inline = findInlineSources(html);
  const styles = unique(inline.styles);
  // Style attributes (a CMS colour, say) are allowed one by one by hash, never wholesale.
  const attributes = unique(inline.styleAttributes);
  if (attributes.length > 0) styles.push("'unsafe-hashes'", ...attributes);
  const list = (...parts: (string | readonly string[])[]) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets site search (Pagefind) compile its WebAssembly; it allows no eval.
    `script-src ${list("'self'", "'wasm-unsafe-eval'", unique(inline.scripts), options.scriptOrigins ?? [])}`,
    `style-src ${list("'self'", styles)}`,
    `img-src 'self' data: https://a.storyblok.com ${youTubeThumbnailOrigin}`,
    "font-src 'self'",
    `connect-src ${list("'self'", options.connectOrigins ?? [])}`,
    `frame-src ${list(youTubeEmbedOrigin, options.frameOrigins ?? [])}`,
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
