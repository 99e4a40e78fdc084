import { isLanguage } from '../i18n/languages.ts';
import { switchLanguagePath } from '../lib/links.ts';
import { writeStorage } from './storage.ts';

/** Where the visitor's chosen language is kept (SPEC section 2, "Path handling"). */
export const languageStorageKey = 'velora.language';

/**
 * Points every language link at the page the visitor is on, in that language (the built links use
 * the page's own path; this also keeps the query, e.g. content-only mode, and serves 404 pages whose
 * address is not their path), and remembers the choice in localStorage when one is followed.
 */
export function initLanguageSwitcher(): void {
  const current = `${location.pathname}${location.search}`;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')) {
    const lang = link.dataset['langLink'];
    if (isLanguage(lang)) link.setAttribute('href', switchLanguagePath(current, lang));
  }
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-lang-link]') : null;
    const lang = link?.dataset['langLink'];
    if (isLanguage(lang)) writeStorage('localStorage', languageStorageKey, lang);
  });
}
