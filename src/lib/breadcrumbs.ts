import type { Language } from './languages.ts';
import { getLocalizedPath, normalizePathname, stripLanguagePrefix } from './links.ts';
import { prettifySegment } from './text.ts';

/** One breadcrumb: its label, the page's path in the current language and its absolute URL. */
export interface BreadcrumbItem {
  name: string;
  path: string;
  url: string;
}

/** Options of {@link buildBreadcrumbs}. */
export interface BreadcrumbOptions {
  /** Language of the page; every crumb links to the page in this language. */
  lang: Language;
  /** The site's origin, e.g. `https://www.velora.ch`; a path or trailing slash on it is ignored. */
  siteUrl: string;
  /** The label of the first crumb, already translated ("Home", "Startseite"). */
  homeLabel: string;
  /**
   * The SEO title of the page at a localized path (`/de/bank/savings-account`), or undefined when no
   * such page exists or it has no title. Blank titles count as missing.
   */
  getSeoTitle: (path: string) => string | undefined;
  /**
   * Whether a page is built at a localized path. A segment that is no page of the language (`/de/lp`,
   * `/it/event`) is left out of the trail: every crumb leads to a real page. Without it every
   * segment counts as a page.
   */
  isPage?: (path: string) => boolean;
}

/**
 * The breadcrumb trail of a page (SPEC section 2, "Other"): Home first, then one crumb per URL
 * segment that is a page of the same language (others are left out), named by that page's SEO
 * title when one exists, else by the prettified segment (`savings-account` -> "Savings account"). The language prefix is not a crumb of its own: `/de/bank`
 * gives Home (`/de`) and Bank (`/de/bank`). The pathname is normalised first, so `/de/bank/` works too.
 */
export function buildBreadcrumbs(pathname: string, options: BreadcrumbOptions): BreadcrumbItem[] {
  const { lang, siteUrl, homeLabel, getSeoTitle, isPage = () => true } = options;
  const toUrl = (path: string): string => new URL(path, siteUrl).href;
  const homePath = getLocalizedPath('/', lang);
  const items: BreadcrumbItem[] = [{ name: homeLabel, path: homePath, url: toUrl(homePath) }];
  const bare = stripLanguagePrefix(normalizePathname(pathname)).path;
  const segments = bare.split('/').filter((segment) => segment !== '');
  let current = '';
  for (const segment of segments) {
    current = `${current}/${segment}`;
    const path = getLocalizedPath(current, lang);
    if (!isPage(path)) continue;
    const title = getSeoTitle(path)?.trim();
    items.push({ name: title || prettifySegment(segment), path, url: toUrl(path) });
  }
  return items;
}

/** A schema.org BreadcrumbList (JSON-LD), as search engines read it. */
export interface BreadcrumbJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/**
 * The breadcrumb JSON-LD of a page: one ListItem per crumb, positions from 1, absolute URLs. Write it
 * into `<script type="application/ld+json">` with `serializeJsonLd` (seo.ts), which escapes `<`.
 */
export function toBreadcrumbJsonLd(items: readonly BreadcrumbItem[]): BreadcrumbJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
