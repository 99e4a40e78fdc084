import {
  getContentOnlyRedirect,
  isContentOnlySearch,
  needsContentOnly,
  withContentOnly,
} from './content-only-url.ts';
import { readStorage, writeStorage } from './storage.ts';

const storageKey = 'velora.contentOnly';

/**
 * Content-only mode (SPEC section 2): with `content_only=true` the page shows its content only
 * (`:root[data-content-only]` hides header, footer, banners and unflagged buttons in CSS) and every
 * link to another page of the site carries the parameter. Arriving without it right after a
 * content-only page replaces the address with one that has it. Gives true when it is redirecting,
 * in which case nothing else should start.
 */
export function initContentOnly(): boolean {
  const active = isContentOnlySearch(location.search);
  const redirect = getContentOnlyRedirect(
    location.href,
    readStorage('sessionStorage', storageKey) === 'true',
  );
  if (redirect) {
    location.replace(redirect);
    return true;
  }
  writeStorage('sessionStorage', storageKey, String(active));
  if (!active) return false;
  document.documentElement.setAttribute('data-content-only', '');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) markLink(link);
  // Links that islands render later are marked at the moment they are used.
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (link) markLink(link);
    },
    true,
  );
  return false;
}

/** True while the page is in content-only mode. */
export function isContentOnly(): boolean {
  return document.documentElement.hasAttribute('data-content-only');
}

function markLink(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href') ?? '';
  if (needsContentOnly(href, location.href)) link.href = withContentOnly(href, location.href);
}
