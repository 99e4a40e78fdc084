import type { PageProps } from '../templates/types.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import DesktopNav from './DesktopNav.tsx';
import DownloadAppButton from './DownloadAppButton.tsx';
import { MenuIcon } from './icons.tsx';
import LanguageSwitcher from './LanguageSwitcher.tsx';
import MobileMenu from './MobileMenu.tsx';
import NotificationBar from './NotificationBar.tsx';
import { SearchButton } from './SiteSearch.tsx';
import { buildNavigation } from './site-links.ts';
import './SiteHeader.css';
import './MobileMenu.css';

/**
 * The id of an empty element right after the header's bar. The page's head asks the browser not to
 * paint before it is parsed (`<link rel="expect" blocking="render">`, BaseLayout.astro): on a slow
 * device the parser yields mid-document, and a first paint with only some of the bar's buttons
 * moved the right-hand group when the rest arrived (a layout shift of about 0.003 on one load in
 * three at 8x CPU throttling). An element after the bar, not the bar itself: Chromium lets the
 * paint through once the target's start tag is parsed.
 */
export const headerBarEndId = 'site-header-bar-end';

/**
 * The site header (SPEC section 2): the optional notification bar, then a sticky bar with the logo,
 * the CMS navigation, the language switcher and the download-app button. When the navigation leaves
 * less than 200 px before the button, the bar collapses to a hamburger that opens {@link MobileMenu}.
 * Static HTML; src/browser/ adds the behaviour.
 */
export default function SiteHeader({ entry, content }: PageProps) {
  const { lang, path } = entry;
  const t = getTranslator(lang);
  const config = content.languages[lang].config.content;
  const items = buildNavigation(config, lang);
  const bar = config.notification_bar;
  const brand = content.site.brand;
  return (
    <>
      {bar?.isEnabled && bar.text.trim() !== '' && (
        <NotificationBar bar={bar} lang={lang} getAppPath={getLocalizedPath('/get-app', lang)} />
      )}
      <header className="site-header" data-site-header>
        <div className="site-header__bar container" data-header-bar>
          <a className="site-header__logo" href={getLocalizedPath('/', lang)}>
            <img src="/brand/logo.svg" alt={t('site.logoLabel', { brand })} width={120} height={32} />
          </a>
          <DesktopNav
            items={items}
            label={t('site.mainNavigation')}
            overviewLabel={t('nav.overview')}
            currentPath={path}
          />
          <div className="site-header__actions">
            <SearchButton lang={lang} className="site-header__search" />
            <LanguageSwitcher lang={lang} path={path} />
            <DownloadAppButton
              lang={lang}
              label={t('site.downloadApp')}
              className="site-header__download"
              isHeaderButton
            />
            <button
              type="button"
              className="site-header__menu-toggle icon-button"
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-haspopup="dialog"
              data-menu-open
            >
              <MenuIcon size={24} />
              <span className="visually-hidden">{t('site.openMenu')}</span>
            </button>
          </div>
        </div>
        <span id={headerBarEndId} hidden />
        <MobileMenu items={items} lang={lang} path={path} brand={brand} />
      </header>
    </>
  );
}
