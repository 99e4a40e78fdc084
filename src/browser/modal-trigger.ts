import { getLocalizedPath } from '../lib/links.ts';
import { isLanguage, defaultLanguage } from '../i18n/languages.ts';
import { openCookieSettings } from './cookie-banner.ts';

/** What a `velora:open-modal` event carries: the modal's name and any content passed along. */
export interface OpenModalDetail {
  name: string;
  content?: string | undefined;
}

declare global {
  interface Window {
    /** Set to true by the modal system once it listens for `velora:open-modal`. */
    __veloraModals?: boolean;
  }
}

/** Where a modal's content lives as a page, for when no modal system is on the page yet. */
function getFallbackPath(name: string): string {
  if (name === 'download-app') return '/get-app';
  if (name === 'subscribe') return '/contact?modal=subscribe';
  return `/contact?modal=${encodeURIComponent(name)}`;
}

/** Opens a modal by name: cookie settings here, everything else through the modal system. */
export function openModal(name: string, content?: string): boolean {
  if (name === 'cookies-settings') {
    openCookieSettings();
    return true;
  }
  const event = new CustomEvent<OpenModalDetail>('velora:open-modal', {
    detail: { name, content },
    cancelable: true,
  });
  document.dispatchEvent(event);
  return event.defaultPrevented || window.__veloraModals === true;
}

/**
 * The one delegated listener of DESIGN.md decision 4: a click on any `[data-modal="name"]` (with an
 * optional `data-modal-content`) dispatches `velora:open-modal` on `document`. The modal system
 * claims it by calling `preventDefault()` or by setting `window.__veloraModals`; until one does, a
 * link simply follows its href and a button goes to the page that holds the same content
 * (`/get-app`, or `/contact?modal=name`). The
 * cookie settings dialog is the site chrome's own and opens here directly.
 */
export function initModalTrigger(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const trigger =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-modal]') : null;
    const name = trigger?.dataset['modal'];
    if (!trigger || !name) return;
    if (openModal(name, trigger.dataset['modalContent'])) {
      event.preventDefault();
      return;
    }
    const href = trigger.getAttribute('href') ?? '';
    // A link's own href (a page, or this page with ?modal=) is its way there without a modal system.
    if (trigger instanceof HTMLAnchorElement && href !== '' && !href.startsWith('#')) return;
    event.preventDefault();
    const lang = document.documentElement.lang;
    location.assign(getLocalizedPath(getFallbackPath(name), isLanguage(lang) ? lang : defaultLanguage));
  });
  const requested = new URLSearchParams(location.search).get('modal');
  if (requested === 'cookies-settings') openCookieSettings();
}
