import { findPlainClickLink } from './plain-click.ts';
/** How long a navigation may take before the notice shows (SPEC section 4). */
export const navigationNoticeDelayMs = 1000;

/**
 * The delayed-navigation notice: when following a link to another page of the site has not shown
 * the new page after 1 s, a "Loading the page" status appears, so a slow connection does not look
 * like a dead link. Coming back through the back-forward cache hides it again.
 */
export function initNavigationNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-navigation-notice]');
  if (!notice) return;
  let timer: number | undefined;
  const reset = () => {
    window.clearTimeout(timer);
    notice.hidden = true;
  };
  document.addEventListener('click', (event) => {
    const link = findPlainClickLink(event, 'a[href]');
    if (!link || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (url.origin !== location.origin || samePage) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      notice.hidden = false;
    }, navigationNoticeDelayMs);
  });
  window.addEventListener('pageshow', reset);
  window.addEventListener('pagehide', () => window.clearTimeout(timer));
}
