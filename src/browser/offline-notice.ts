/** How long the offline notice stays, unless the connection comes back first. */
export const offlineNoticeMs = 8000;

let hideTimer: number | undefined;

/**
 * Tells a visitor who is offline that what they asked for (a form, a modal) needs a connection,
 * instead of reloading the page to recover from a script that could not load: offline, a reload
 * only shows the same page again from the service worker, with nothing said. The notice is a
 * status message (`[data-offline-notice]`, src/components/site/SiteWidgets.tsx) whose text is set
 * when it shows, so screen readers announce it; it goes once the connection is back, or after 8 s.
 * Returns false, showing nothing, when the browser believes it is online.
 */
export function showOfflineNotice(): boolean {
  if (navigator.onLine) return false;
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!notice) return false;
  const hide = () => {
    window.clearTimeout(hideTimer);
    notice.textContent = '';
  };
  notice.textContent = notice.dataset['text'] ?? '';
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, offlineNoticeMs);
  window.addEventListener('online', hide, { once: true });
  return true;
}
