import { useLayoutEffect, type RefObject } from 'react';

/**
 * When `busy` disables a fieldset that holds the keyboard focus, the browser would drop the focus
 * to the page body (outside the dialog): it moves to `fallback` (the step's Continue or Book
 * button, which stays focusable while busy) before that happens.
 */
export function useKeepFocusWhileBusy(
  fieldset: RefObject<HTMLFieldSetElement | null>,
  fallback: RefObject<HTMLElement | null>,
  busy: boolean,
): void {
  useLayoutEffect(() => {
    if (!busy) return;
    const active = document.activeElement;
    if (active && active !== document.body && fieldset.current?.contains(active)) fallback.current?.focus();
  }, [busy, fieldset, fallback]);
}
