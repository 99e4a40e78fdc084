/** Space left above an anchor target when scrolling to it, so the sticky header does not cover it. */
export const anchorOffset = 120;

/** How long the smooth scroll to an anchor takes unless the site sets another duration (SPEC section 2). */
export const scrollDurationMs = 1000;

/**
 * The scroll position that puts an element `offset` pixels below the top of the viewport.
 * `elementTop` is `element.getBoundingClientRect().top` (relative to the viewport) and `scrollY` the
 * current `window.scrollY`; the result is never negative, since a page cannot scroll above its top.
 */
export function getAnchorScrollTarget(elementTop: number, scrollY: number, offset = anchorOffset): number {
  return Math.max(0, elementTop + scrollY - offset);
}

/** Slow start, fast middle, slow end; maps progress 0..1 to eased progress 0..1 (clamped outside). */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * The scroll duration to use: a global override when it is a non-negative finite number of
 * milliseconds (0 jumps at once, for people who prefer reduced motion), else {@link scrollDurationMs}.
 */
export function resolveScrollDuration(override: unknown): number {
  return typeof override === 'number' && Number.isFinite(override) && override >= 0
    ? override
    : scrollDurationMs;
}

/**
 * Where the page should be `elapsedMs` into a smooth scroll from `from` to `to` lasting `durationMs`:
 * eased with {@link easeInOutCubic}, and exactly `to` once the time is up (or when the duration is 0).
 */
export function getScrollStep(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs);
}
