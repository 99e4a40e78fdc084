/**
 * The link a plain left click (no modifier key, not handled yet) follows in this tab, or null:
 * what the site's own navigation handlers (smooth hash scroll, slow-navigation notice) act on.
 */
export function findPlainClickLink(event: MouseEvent, selector: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
  if (!link || (link.target !== '' && link.target !== '_self')) return null;
  return link;
}
