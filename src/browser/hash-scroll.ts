import { findPlainClickLink } from './plain-click.ts';
import { anchorOffset, getAnchorScrollTarget, getScrollStep, resolveScrollDuration } from '../lib/scroll.ts';

declare global {
  interface Window {
    /** Site-wide override of the anchor scroll duration in ms (SPEC section 2, "Path handling"). */
    __SCROLL_DURATION__?: unknown;
  }
}

let animation = 0;

/** Scrolls so that `target` sits 120 px below the top, smoothly unless reduced motion is asked for. */
export function scrollToElement(target: Element): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const duration = reduced ? 0 : resolveScrollDuration(window.__SCROLL_DURATION__);
  const from = window.scrollY;
  const to = getAnchorScrollTarget(target.getBoundingClientRect().top, from, anchorOffset);
  cancelAnimationFrame(animation);
  const start = performance.now();
  const step = (now: number) => {
    window.scrollTo(0, getScrollStep(from, to, now - start, duration));
    if (now - start < duration) animation = requestAnimationFrame(step);
  };
  if (duration === 0) window.scrollTo(0, to);
  else animation = requestAnimationFrame(step);
}

/**
 * Same-page hash links scroll smoothly to their anchor with a 120 px offset over 1000 ms (or
 * `window.__SCROLL_DURATION__`), put the hash in the address and move keyboard focus to the target
 * so the next Tab continues from there. Unknown anchors are left to the browser.
 */
export function initHashScroll(): void {
  document.addEventListener('click', (event) => {
    const link = findPlainClickLink(event, 'a[href*="#"]');
    if (!link) return;
    const url = new URL(link.href);
    if (
      url.origin !== location.origin ||
      url.pathname !== location.pathname ||
      url.search !== location.search ||
      url.hash.length < 2
    )
      return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    if (location.hash !== url.hash) history.pushState(history.state, '', url.hash);
    scrollToElement(target);
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
      target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
