import { languageNames, languages, type Language } from '../../i18n/languages.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath, switchLanguagePath } from '../../lib/links.ts';
import DownloadAppButton from './DownloadAppButton.tsx';
import { ChevronIcon, CloseIcon } from './icons.tsx';
import NavGroups from './NavGroups.tsx';
import { SearchButton } from './SiteSearch.tsx';
import type { NavItemView } from './site-links.ts';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  items: NavItemView[];
  lang: Language;
  path: string;
  brand: string;
}

/**
 * The hamburger menu of the collapsed header (SPEC section 2): a modal dialog with the navigation as
 * an accordion (one group open at a time), every language and the download-app button.
 */
export default function MobileMenu({ items, lang, path, brand }: MobileMenuProps) {
  const t = getTranslator(lang);
  return (
    <dialog className="mobile-menu" id="mobile-menu" aria-label={t('nav.menu')} data-mobile-menu>
      <div className="mobile-menu__top">
        <a className="site-header__logo" href={getLocalizedPath('/', lang)}>
          <img src="/brand/logo.svg" alt={t('site.logoLabel', { brand })} width={120} height={32} />
        </a>
        <SearchButton lang={lang} />
        <button type="button" className="icon-button" data-menu-close>
          <CloseIcon size={24} />
          <span className="visually-hidden">{t('site.closeMenu')}</span>
        </button>
      </div>
      <nav className="mobile-menu__nav" aria-label={t('nav.menu')}>
        <ul className="mobile-menu__list" data-disclosure-group>
          {items.map((item) =>
            item.groups.length === 0 && item.link ? (
              <li key={item.id}>
                <a
                  className="mobile-menu__link"
                  {...item.link}
                  aria-current={item.link.href === path ? 'page' : undefined}
                >
                  {item.name}
                </a>
              </li>
            ) : (
              <li key={item.id} data-disclosure="accordion">
                <button
                  type="button"
                  className="mobile-menu__link"
                  aria-expanded="false"
                  aria-controls={`nav-m-${item.id}`}
                  data-disclosure-button
                >
                  {item.name}
                  <ChevronIcon className="site-nav__chevron" size={20} />
                </button>
                <div className="mobile-menu__panel" id={`nav-m-${item.id}`}>
                  <NavGroups
                    item={item}
                    idPrefix="nav-m"
                    overviewLabel={t('nav.overview')}
                    currentPath={path}
                  />
                </div>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mobile-menu__languages">
        <p className="mobile-menu__languages-title" id="mobile-menu-languages">
          {t('site.language')}
        </p>
        <ul aria-labelledby="mobile-menu-languages">
          {languages.map((other) => (
            <li key={other}>
              {other === lang ? (
                <a
                  href={switchLanguagePath(path, other)}
                  lang={other}
                  aria-current="true"
                  data-lang-link={other}
                >
                  {languageNames[other]}
                </a>
              ) : (
                <a
                  href={switchLanguagePath(path, other)}
                  hrefLang={other}
                  lang={other}
                  data-lang-link={other}
                >
                  {languageNames[other]}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
      <DownloadAppButton lang={lang} label={t('site.downloadApp')} className="mobile-menu__download" />
    </dialog>
  );
}
