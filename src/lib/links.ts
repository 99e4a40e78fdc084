import { defaultLanguage, languages, type Language } from './languages.ts';

/** The link attributes a component spreads onto `<a>`. */
export interface LinkAttributes {
  href: string;
  target?: string;
  rel?: string;
}

/** Options of {@link getLinkAttributes}. */
export interface LinkOptions {
  /** Language of the page the link is on; internal links get its prefix. */
  lang: Language;
  /** The target the content asked for; only `_blank` (and other non-default targets) are kept. */
  target?: string | undefined;
  /** True while the page is in content-only mode (query parameter `content_only=true`). */
  contentOnly?: boolean | undefined;
}

/** A Storyblok multilink field value, as the CDN API returns it. */
export interface StoryLink {
  linktype: 'story' | 'url' | 'email' | 'asset';
  url?: string | undefined;
  cached_url?: string | undefined;
  anchor?: string | undefined;
  target?: string | undefined;
  email?: string | undefined;
}

const newTabRel = 'noopener noreferrer';
const prefixPattern = new RegExp(`^/(${languages.join('|')})(?=[/?#]|$)`, 'i');
const schemePattern = /^[a-z][a-z\d+.-]*:/i;
// Content comes from editors; a script URL in a link field must never become clickable code.
const unsafeSchemePattern = /^\s*(?:javascript|vbscript|data):/i;

/** Splits an href into pathname, `?query` and `#hash` (each part keeps its leading character). */
function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return queryAt === -1
    ? { pathname: rest, search: '', hash }
    : { pathname: rest.slice(0, queryAt), search: rest.slice(queryAt), hash };
}

/** Puts the language prefix before a normalised pathname (en has none; the home of de is `/de`). */
function addLanguagePrefix(pathname: string, lang: Language): string {
  if (lang === defaultLanguage) return pathname;
  return pathname === '/' ? `/${lang}` : `/${lang}${pathname}`;
}

/**
 * Canonical form of a URL pathname (SPEC section 2, "Path handling"); the server redirects any request
 * whose pathname differs from the result. Duplicate slashes collapse, a trailing `/index.html` goes
 * (`/index.html` -> `/`, `/de/index.html` -> `/de`), trailing slashes go except for `/`. Case is kept:
 * lowercasing is the link helper's job. Pass a pathname only (no query or hash).
 */
export function normalizePathname(pathname: string): string {
  const path = `/${pathname}`
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/i, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True for links that leave the site: http(s), protocol-relative `//host`, `mailto:` and `tel:`. */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:|mailto:|tel:|\/\/)/i.test(href.trim());
}

/**
 * Splits a leading language prefix off a path: `/de/bank` -> `{ lang: 'de', path: '/bank' }`,
 * `/de` -> `{ lang: 'de', path: '/' }`, `/bank` -> `{ lang: 'en', path: '/bank' }`. Query and hash are kept.
 */
export function stripLanguagePrefix(path: string): { lang: Language; path: string } {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const match = prefixPattern.exec(rooted);
  const lang = languages.find((code) => code === match?.[1]?.toLowerCase()) ?? defaultLanguage;
  if (!match) return { lang, path: rooted };
  const rest = rooted.slice(match[0].length);
  return { lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * The address of an internal path in `lang` (SPEC section 2): a leading language prefix is stripped,
 * then `lang`'s prefix applied (none for en); the path is normalised like {@link normalizePathname}.
 * The pathname is lowercased only when there is no `#hash` (the SPEC rule; a hash names an anchor whose
 * case matters); the query is never lowercased because its values can be case-sensitive codes.
 * Hrefs with a scheme or `//`, and hash- or query-only hrefs (same page) are returned unchanged.
 */
export function getLocalizedPath(path: string, lang: Language): string {
  const href = path.trim();
  if (schemePattern.test(href) || href.startsWith('//') || href.startsWith('#') || href.startsWith('?')) {
    return href;
  }
  const { pathname, search, hash } = splitHref(href);
  const cased = hash === '' ? pathname.toLowerCase() : pathname;
  const bare = stripLanguagePrefix(normalizePathname(cased)).path;
  return `${addLanguagePrefix(bare, lang)}${search}${hash}`;
}

/**
 * The path of the current page in another language (the language switcher): `/de/bank` to en gives
 * `/bank`, `/` to fr gives `/fr`. The query is kept (content-only mode must survive the switch); the
 * hash is dropped because heading anchors are made from each language's own heading text.
 */
export function switchLanguagePath(currentPath: string, toLang: Language): string {
  const { pathname, search } = splitHref(currentPath.trim());
  const bare = stripLanguagePrefix(normalizePathname(pathname)).path;
  return `${addLanguagePrefix(bare, toLang)}${search}`;
}

/** Adds `content_only=true` before the hash, replacing any earlier value of the parameter. */
function addContentOnlyParameter(href: string): string {
  const { pathname, search, hash } = splitHref(href);
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !/^content_only(?:=|$)/.test(pair));
  return `${pathname}?${[...kept, 'content_only=true'].join('&')}${hash}`;
}

/**
 * Everything an `<a>` needs (SPEC section 2): external http links and links with `target="_blank"`
 * open in a new tab with `rel="noopener noreferrer"`; internal links are localized with
 * {@link getLocalizedPath} and, in content-only mode, carry `content_only=true` (keeping the hash).
 * `mailto:`/`tel:` links stay in the tab; `javascript:`, `vbscript:` and `data:` links become `#`.
 */
export function getLinkAttributes(href: string, options: LinkOptions): LinkAttributes {
  const { lang, target, contentOnly = false } = options;
  const trimmed = href.trim();
  const newTab = target === '_blank' || /^(?:https?:)?\/\//i.test(trimmed);
  const keptTarget = target !== undefined && target !== '' && target !== '_self' ? target : undefined;
  let resolved: string;
  if (unsafeSchemePattern.test(trimmed)) resolved = '#';
  else if (schemePattern.test(trimmed) || trimmed.startsWith('//')) resolved = trimmed;
  else {
    resolved = getLocalizedPath(trimmed, lang);
    if (contentOnly && !resolved.startsWith('#')) resolved = addContentOnlyParameter(resolved);
  }
  if (newTab) return { href: resolved, target: '_blank', rel: newTabRel };
  return keptTarget === undefined ? { href: resolved } : { href: resolved, target: keptTarget };
}

/**
 * The href of a Storyblok multilink: `story` -> the localized path of `cached_url` (`home` is `/`) plus
 * `#anchor`; `url` and `asset` -> the URL as stored; `email` -> `mailto:` address. An empty link gives
 * `undefined`, so callers render text instead of an `<a href="">` that reloads the page.
 */
export function resolveStoryLink(link: StoryLink, lang: Language): string | undefined {
  switch (link.linktype) {
    case 'story': {
      const slug = (link.cached_url ?? link.url ?? '').trim();
      if (slug === '') return undefined;
      const bare = stripLanguagePrefix(normalizePathname(slug.toLowerCase())).path;
      const path = addLanguagePrefix(bare === '/home' ? '/' : bare, lang);
      const anchor = (link.anchor ?? '').trim().replace(/^#/, '');
      return anchor === '' ? path : `${path}#${anchor}`;
    }
    case 'email': {
      const address = (link.email ?? link.url ?? link.cached_url ?? '').trim().replace(/^mailto:/i, '');
      return address === '' ? undefined : `mailto:${address}`;
    }
    case 'url':
    case 'asset': {
      const url = (link.url ?? link.cached_url ?? '').trim();
      return url === '' ? undefined : url;
    }
  }
}
