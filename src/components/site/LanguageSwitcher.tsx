import { languageNames, languages, type Language } from '../../i18n/languages.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { switchLanguagePath } from '../../lib/links.ts';
import { ChevronIcon, GlobeIcon } from './icons.tsx';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  lang: Language;
  /** The page's path; the bootstrap script replaces it with the address actually shown. */
  path: string;
}

/**
 * The header's language switcher (SPEC section 2): a button showing the current language that opens
 * the list of the other three, each linking to the same page in that language (the home page goes to
 * `/{lang}`). The script stores the choice in localStorage.
 */
export default function LanguageSwitcher({ lang, path }: LanguageSwitcherProps) {
  const t = getTranslator(lang);
  return (
    <div className="lang-switcher" data-disclosure="click" data-lang-switcher>
      <button
        type="button"
        className="lang-switcher__button"
        aria-expanded="false"
        aria-controls="lang-switcher-list"
        data-disclosure-button
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('site.languageSwitcher')}: </span>
        <span className="lang-switcher__code">{lang.toUpperCase()}</span>
        <span className="visually-hidden"> ({languageNames[lang]})</span>
        <ChevronIcon className="site-nav__chevron" size={16} />
      </button>
      <ul className="lang-switcher__list" id="lang-switcher-list">
        {languages
          .filter((other) => other !== lang)
          .map((other) => (
            <li key={other}>
              <a href={switchLanguagePath(path, other)} hrefLang={other} lang={other} data-lang-link={other}>
                {languageNames[other]}
              </a>
            </li>
          ))}
      </ul>
    </div>
  );
}
