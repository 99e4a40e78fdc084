import { closeAllDisclosures } from './disclosure.ts';
import { closeMobileMenu } from './mobile-menu.ts';

/** The smallest gap in px between the navigation and the download button (SPEC section 9). */
export const minNavGap = 200;

/** True when the gap between the navigation and the download button is too small to keep both. */
export function isNavCrowded(gapPx: number, minGapPx = minNavGap): boolean {
  return gapPx < minGapPx;
}

/**
 * Collapses the header into the hamburger menu while the gap between the navigation and the
 * download button is under 200 px, measured with a ResizeObserver. Each measurement lays the header
 * out expanded for a moment inside the observer callback (before paint, so nothing flickers), reads
 * the gap and settles on `data-collapsed`. The header keeps one height in both layouts, so the page
 * below never moves; the build-time estimate in SiteHeader's style gives the same answer before
 * this script runs.
 */
export function initHeaderCollapse(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const bar = header?.querySelector<HTMLElement>('[data-header-bar]');
  const nav = header?.querySelector<HTMLElement>('[data-site-nav]');
  const download = header?.querySelector<HTMLElement>('[data-header-download]');
  if (!header || !bar || !nav || !download) return;
  const measure = () => {
    const previous = header.dataset['collapsed'];
    header.dataset['collapsed'] = 'false';
    const gap = download.getBoundingClientRect().left - nav.getBoundingClientRect().right;
    const collapsed = String(isNavCrowded(gap));
    header.dataset['collapsed'] = collapsed;
    if (previous !== undefined && previous !== collapsed) {
      closeAllDisclosures();
      if (collapsed === 'false') closeMobileMenu();
    }
  };
  new ResizeObserver(measure).observe(bar);
}
