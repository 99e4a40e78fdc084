/**
 * Pure helpers of the phone field's country list (the combobox/listbox pattern of WAI-ARIA APG),
 * kept apart from React so the keyboard rules are unit-tested.
 */

/** Options moved by PageUp and PageDown: about one screen of the 13rem list. */
export const pageStep = 6;

/**
 * The active option after a navigation key, or undefined when the key does not navigate.
 * Arrows stop at the ends (no wrap: the list is long, wrapping disorients).
 */
export function moveActiveIndex(current: number, key: string, length: number): number | undefined {
  if (length === 0) return undefined;
  const last = length - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(current + pageStep, last);
    case 'PageUp':
      return Math.max(current - pageStep, 0);
    default:
      return undefined;
  }
}
