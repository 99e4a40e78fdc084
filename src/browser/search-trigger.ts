/**
 * Opens site search from the header button, the mobile menu, `/` or Ctrl/⌘+K. The dialog and
 * Pagefind load only then: nothing of search is fetched before a visitor asks for it.
 */
import { closeMobileMenu } from './mobile-menu.ts';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function open(opener: HTMLElement | null): void {
  closeMobileMenu();
  const focusBack = opener?.checkVisibility()
    ? opener
    : document.querySelector<HTMLElement>('[data-search-open]');
  void import('./search/search-dialog.ts').then((module) => module.openSearch(focusBack));
}

/** Wires every `[data-search-open]` button and the keyboard shortcuts. */
export function initSearchTrigger(): void {
  if (!document.querySelector('template[data-search-template]')) return;
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-search-open]') : null;
    if (button) open(button);
  });
  document.addEventListener('keydown', (event) => {
    const shortcut =
      (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) ||
      (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey);
    if (!shortcut || document.querySelector('dialog[open]:not([data-mobile-menu])')) return;
    event.preventDefault();
    open(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  });
}
