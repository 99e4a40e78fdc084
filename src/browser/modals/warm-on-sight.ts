/**
 * Gets a form ready before anyone reaches for it (issue 16, goal 4): once the page has loaded and
 * the browser is idle, the first form trigger of the page's content (a booking or contact button
 * in `<main>`, or a form rendered into the page) that comes on screen starts the proof of work in
 * its worker (React and the form's code wait for intent). The site chrome's triggers (header,
 * menu, footer) are on every page, so they wait for a visitor's intent: a page view with no form
 * in sight fetches no challenge.
 */
import { inlineFormAttribute } from '../../cms/schemas/inline-form-kinds.ts';
import { formModalNames } from '../../components/modals/modal-names.ts';

/** The triggers watched: form modals opened from the page's content, and the page's own forms. */
export const sightTriggerSelector = [
  ...formModalNames.map((name) => `main [data-modal="${name}"]`),
  `main [${inlineFormAttribute}]`,
].join(', ');

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 3000 });
  else window.setTimeout(callback, 200);
}

/** Calls `warm` once, with the first watched trigger seen on screen while the page is idle. */
export function warmOnSight(warm: (element: HTMLElement) => void): void {
  if (typeof IntersectionObserver !== 'function') return;
  const start = () => {
    const triggers = document.querySelectorAll<HTMLElement>(sightTriggerSelector);
    if (triggers.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.find((entry) => entry.isIntersecting)?.target;
      if (!(seen instanceof HTMLElement)) return;
      observer.disconnect();
      whenIdle(() => warm(seen));
    });
    for (const trigger of triggers) observer.observe(trigger);
  };
  if (document.readyState === 'complete') whenIdle(start);
  else window.addEventListener('load', () => whenIdle(start), { once: true });
}
