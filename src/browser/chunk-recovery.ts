import { showOfflineNotice } from './offline-notice.ts';
import { readStorage, writeStorage } from './storage.ts';

const lastPathKey = 'velora.lastPath';
const recoveredKey = 'velora.chunkRecovered';
const failedImport =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

/**
 * A script chunk that fails to load (a release replaced it, or the connection dropped) navigates to
 * the last known path (SPEC section 4), which loads the page afresh with the current chunks. Once
 * per path and session, so a chunk that is really gone cannot cause a reload loop. Offline, it
 * says so instead (offline-notice.ts): a reload would only show the same page again, silently,
 * and use up the one recovery the visitor may need once back online.
 */
export function initChunkRecovery(): void {
  const here = `${location.pathname}${location.search}${location.hash}`;
  writeStorage('sessionStorage', lastPathKey, here);
  const recover = () => {
    if (showOfflineNotice()) return;
    const target = readStorage('sessionStorage', lastPathKey) ?? here;
    if (readStorage('sessionStorage', recoveredKey) === target) return;
    writeStorage('sessionStorage', recoveredKey, target);
    // Only the hash differing would be a same-page jump, not a fresh load.
    if (target.replace(/#.*$/, '') === `${location.pathname}${location.search}`) location.reload();
    else location.assign(target);
  };
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    recover();
  });
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') recover();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && failedImport.test(reason.message)) recover();
  });
}
