/** User-agent strings are cut to this many characters before matching (SPEC section 9). */
export const maxUserAgentLength = 500;

// Tokens crawlers, link previewers and SEO tools put in their user agents. `bot` must end a word so
// that names containing it mid-word stay browsers, and CUBOT (a phone brand) is not a bot. Headless
// Chrome is deliberately absent: it is how the site's own end-to-end tests browse.
const botPattern = new RegExp(
  [
    '(?<!cu)bot\\b',
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'mediapartners',
    'google-inspectiontool',
    'facebookexternalhit',
    'embedly',
    'preview',
    'whatsapp',
    'validator',
    'python-requests',
    'go-http-client',
    '^curl/',
    '^wget/',
  ].join('|'),
  'i',
);

/**
 * True when the user agent belongs to a crawler or another program rather than a person's browser
 * (Googlebot, bingbot, Baiduspider, Yahoo Slurp, facebookexternalhit, Slackbot, AhrefsBot, curl...).
 * The string is cut to 500 characters first, so an oversized header costs no more than a normal one.
 * An empty or missing user agent is not called a bot: there is nothing to tell.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (userAgent === null || userAgent === undefined) return false;
  return botPattern.test(userAgent.slice(0, maxUserAgentLength));
}

/** What the browser says about the visitor's connection (the Network Information API, where present). */
export interface PrefetchContext {
  userAgent: string | null | undefined;
  /** `navigator.connection.effectiveType`: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string | undefined;
  /** `navigator.connection.saveData`: the visitor turned on data saving. */
  saveData?: boolean | undefined;
}

/**
 * Whether to prefetch linked pages (SPEC section 4, "Page loading"): not on 2g or slow-2g
 * connections, not when the visitor asked to save data, and not for bots, which follow links anyway.
 */
export function shouldPrefetch(context: PrefetchContext): boolean {
  if (context.saveData === true) return false;
  if (context.effectiveType === '2g' || context.effectiveType === 'slow-2g') return false;
  return !isBotUserAgent(context.userAgent);
}
