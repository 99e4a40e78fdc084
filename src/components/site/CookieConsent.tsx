import type { Language } from '../../i18n/languages.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getButtonClassName } from '../ui/button-class.ts';
import { CloseIcon } from './icons.tsx';
import './CookieConsent.css';

/** Props of {@link CookieConsent}. */
export interface CookieConsentProps {
  lang: Language;
}

/**
 * The cookie banner and its settings dialog (SPEC section 2, "Cookie banner and settings"), both
 * hidden until src/browser/cookie-banner.ts shows them. Placed first in the page so keyboard and
 * screen-reader users meet it first; on screen it sits at the bottom. Refusing ("Necessary only")
 * is one click, like accepting.
 */
export default function CookieConsent({ lang }: CookieConsentProps) {
  const t = getTranslator(lang);
  const privacy = getLocalizedPath('/legal/privacy-policy', lang);
  const button = getButtonClassName('fillPrimaryContent', 'small');
  return (
    <>
      <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-consent-banner hidden>
        <div className="cookie-banner__body">
          <h2 className="cookie-banner__title" id="cookie-banner-title">
            {t('consent.title')}
          </h2>
          <p className="cookie-banner__text">
            {t('consent.text')} <a href={privacy}>{t('consent.privacyPolicy')}</a>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className={button} data-consent-necessary>
            {t('consent.necessaryOnly')}
          </button>
          <button type="button" className={button} data-consent-accept-all>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className="cookie-banner__settings" data-modal="cookies-settings">
            {t('consent.settings')}
          </button>
        </div>
        <button type="button" className="icon-button cookie-banner__close" data-consent-close>
          <CloseIcon size={20} />
          <span className="visually-hidden">{t('consent.close')}</span>
        </button>
      </section>
      <dialog className="cookie-settings" aria-labelledby="cookie-settings-title" data-consent-settings>
        <form method="dialog" className="cookie-settings__form">
          <div className="cookie-settings__head">
            <h2 id="cookie-settings-title">{t('consent.settings')}</h2>
            <button type="button" className="icon-button" data-consent-dialog-close>
              <CloseIcon size={20} />
              <span className="visually-hidden">{t('consent.closeSettings')}</span>
            </button>
          </div>
          <p>{t('consent.settingsIntro')}</p>
          <details className="cookie-settings__more">
            <summary>{t('consent.moreInfo')}</summary>
            <p>
              {t('consent.moreInfoText')} <a href={privacy}>{t('consent.privacyPolicy')}</a>
            </p>
          </details>
          <div className="cookie-settings__category">
            <div>
              <h3 id="consent-necessary">{t('consent.necessaryTitle')}</h3>
              <p id="consent-necessary-text">{t('consent.necessaryText')}</p>
            </div>
            <label className="consent-switch">
              <input
                type="checkbox"
                role="switch"
                defaultChecked
                disabled
                aria-labelledby="consent-necessary"
                aria-describedby="consent-necessary-text"
              />
              <span className="consent-switch__track" aria-hidden="true" />
              <span className="consent-switch__state">{t('consent.alwaysOn')}</span>
            </label>
          </div>
          <div className="cookie-settings__category">
            <div>
              <h3 id="consent-non-necessary">{t('consent.nonNecessaryTitle')}</h3>
              <p id="consent-non-necessary-text">{t('consent.nonNecessaryText')}</p>
            </div>
            <label className="consent-switch">
              <input
                type="checkbox"
                role="switch"
                defaultChecked
                aria-labelledby="consent-non-necessary"
                aria-describedby="consent-non-necessary-text"
                data-consent-toggle
              />
              <span className="consent-switch__track" aria-hidden="true" />
            </label>
          </div>
          <button type="submit" className={getButtonClassName('fillPrimaryContent')}>
            {t('consent.save')}
          </button>
        </form>
      </dialog>
    </>
  );
}
