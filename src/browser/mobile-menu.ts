/**
 * The hamburger menu: a modal `<dialog>` (the rest of the page is inert, focus stays inside and
 * returns to the toggle), closed by its close button or Escape. While it is open the page does not
 * scroll and `body.is-menu-open` hides third-party chat and pop-up widgets (SPEC section 2).
 */
let dialog: HTMLDialogElement | null = null;

/** Closes the menu when it is open. */
export function closeMobileMenu(): void {
  if (dialog?.open) dialog.close();
}

/** Wires the toggle, the dialog and its close button. */
export function initMobileMenu(): void {
  dialog = document.querySelector<HTMLDialogElement>('dialog[data-mobile-menu]');
  const toggle = document.querySelector<HTMLElement>('[data-menu-open]');
  const menu = dialog;
  if (!menu || !toggle) return;
  toggle.addEventListener('click', () => {
    menu.showModal();
    menu.querySelector<HTMLElement>('[data-menu-close]')?.focus();
    toggle.setAttribute('aria-expanded', 'true');
    document.body.classList.add('is-menu-open');
  });
  menu.addEventListener('close', () => {
    toggle.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('is-menu-open');
    if (toggle.checkVisibility()) toggle.focus();
  });
  menu.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Following a link to a place on this page must reveal the page, so the menu closes first.
    if (target?.closest('[data-menu-close]') || target?.closest('a[href*="#"]')) menu.close();
  });
}
