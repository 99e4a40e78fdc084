import { useEffect } from 'react';
import { $modal } from './modal-store.ts';

/** Query parameter that opens a modal on load (SPEC section 2). */
export const modalQueryParameter = 'modal';

let returnFocusTo: HTMLElement | null = null;
let watching = false;

/**
 * Remembers what had focus when the first modal opened from idle. A store listener runs when the
 * state changes, before React draws the dialog (which takes focus), so it sees the trigger.
 */
export function watchModalFocus(): void {
  if (watching) return;
  watching = true;
  $modal.listen((state, previous) => {
    if (previous?.name === 'idle' && state.name !== 'idle' && document.activeElement instanceof HTMLElement) {
      returnFocusTo = document.activeElement;
    }
  });
}

/**
 * What the page does around an open modal: scroll locked while one is open; on close, focus back
 * where it was when the first modal opened (through any chain of modals, e.g. form then success)
 * and `?modal=` dropped from the address so a reload does not reopen it.
 */
export function useModalPageEffects(isOpen: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (isOpen) {
      root.classList.add('modal-open');
      return undefined;
    }
    root.classList.remove('modal-open');
    const target = returnFocusTo;
    returnFocusTo = null;
    if (target?.isConnected && target !== document.body) target.focus();
    const url = new URL(window.location.href);
    if (url.searchParams.has(modalQueryParameter)) {
      url.searchParams.delete(modalQueryParameter);
      window.history.replaceState(window.history.state, '', url);
    }
    return undefined;
  }, [isOpen]);
}
