/**
 * Disclosure widgets: a `[data-disclosure]` element holding a `[data-disclosure-button]` whose
 * `aria-controls` names the panel. Modes:
 * - `hover` (header dropdowns): opens on pointer hover, keyboard focus or click; closes 100 ms after
 *   the pointer leaves (SPEC section 9), when focus leaves, on Escape or on a click elsewhere;
 * - `click` (language switcher): like `hover` without the pointer and focus opening;
 * - `accordion` (mobile menu): click only.
 * Inside a `[data-disclosure-group]` only one widget is open at a time.
 */
const closeDelayMs = 100;
// A click right after hover or focus opened a dropdown confirms it instead of closing it again.
const confirmWindowMs = 400;

interface Widget {
  root: HTMLElement;
  button: HTMLElement;
  mode: string;
  /** `passive` marks an opening by hover or focus, which a quick click then confirms. */
  setOpen: (open: boolean, passive?: boolean) => void;
}

const widgets: Widget[] = [];

/** Closes every open widget (e.g. when the header changes layout). */
export function closeAllDisclosures(): void {
  for (const widget of widgets) widget.setOpen(false);
}

/** Wires every disclosure widget of the page. */
export function initDisclosures(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const button = root.querySelector<HTMLElement>('[data-disclosure-button]');
    if (button) widgets.push(createWidget(root, button));
  }
  document.addEventListener('click', (event) => {
    for (const widget of widgets) {
      if (widget.mode !== 'accordion' && !widget.root.contains(event.target as Node)) widget.setOpen(false);
    }
  });
  // Escape also closes a dropdown that the pointer opened while focus was elsewhere.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const widget of widgets) if (widget.mode === 'hover') widget.setOpen(false);
  });
}

function createWidget(root: HTMLElement, button: HTMLElement): Widget {
  const mode = root.dataset['disclosure'] ?? 'click';
  let closeTimer: number | undefined;
  let openedAt = Number.NEGATIVE_INFINITY;
  let returningFocus = false;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean, passive = false) => {
    window.clearTimeout(closeTimer);
    if (open === isOpen()) return;
    if (open) {
      openedAt = passive ? performance.now() : Number.NEGATIVE_INFINITY;
      const group = root.closest('[data-disclosure-group]');
      for (const other of widgets)
        if (other.root !== root && group?.contains(other.root)) other.setOpen(false);
    }
    button.setAttribute('aria-expanded', String(open));
    root.toggleAttribute('data-open', open);
  };
  const widget = { root, button, mode, setOpen };

  button.addEventListener('click', () => {
    const confirming = mode === 'hover' && isOpen() && performance.now() - openedAt < confirmWindowMs;
    setOpen(confirming || !isOpen());
  });
  if (mode === 'accordion') return widget;

  if (mode === 'hover') {
    root.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') setOpen(true, true);
    });
    root.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(() => setOpen(false), closeDelayMs);
    });
    // Keyboard focus opens the dropdown, so Tab walks straight into its links; a mouse press does not.
    button.addEventListener('focus', () => {
      if (!returningFocus && button.matches(':focus-visible')) setOpen(true, true);
    });
  }
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.stopPropagation();
    setOpen(false);
    returningFocus = true;
    button.focus();
    returningFocus = false;
  });
  return widget;
}
