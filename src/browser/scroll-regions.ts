/**
 * Shows the visible hint of a sideways-scrolling region (ScrollRegion.tsx) while its content is
 * wider than the box, and hides it when everything fits (after a resize or a font swap too).
 */
export function initScrollRegions(): void {
  const regions = document.querySelectorAll<HTMLElement>('[data-scroll-region]');
  if (regions.length === 0) return;
  const update = (region: HTMLElement) => {
    const scroller = region.querySelector<HTMLElement>('[data-scroller]');
    const hint = region.querySelector<HTMLElement>('[data-scroll-hint]');
    if (!scroller || !hint) return;
    const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
    if (hint.hidden === overflows) hint.hidden = !overflows;
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const region = (entry.target as HTMLElement).closest<HTMLElement>('[data-scroll-region]');
      if (region) update(region);
    }
  });
  for (const region of regions) {
    const scroller = region.querySelector('[data-scroller]');
    if (scroller) {
      observer.observe(scroller);
      if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    }
    update(region);
  }
}
