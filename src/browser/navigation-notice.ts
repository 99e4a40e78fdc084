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
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return;
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
