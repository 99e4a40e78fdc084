import type { PageProps } from '../templates/types.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getButtonClassName } from '../ui/button-class.ts';
import { CloseIcon } from './icons.tsx';
import './SiteWidgets.css';

/**
 * What floats over every page, all hidden until src/browser/ shows them: the app-download banner
 * (phones only, SPEC section 2), the chat placeholder (configured with the chatbot id and provider
 * domain of the site constants), the delayed-navigation notice and the offline notice.
 */
export default function SiteWidgets({ entry, content }: PageProps) {
  const t = getTranslator(entry.lang);
  const { site } = content;
  return (
    <>
      <aside
        className="app-banner"
        aria-label={t('banner.appTitle', { brand: site.brand })}
        data-app-banner
        data-ios-url={site.appStoreUrl}
        data-android-url={site.playStoreUrl}
        hidden
      >
        <img
          className="app-banner__icon"
          src="/brand/apple-touch-icon.png"
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <div className="app-banner__body">
          <p className="app-banner__title">{t('banner.appTitle', { brand: site.brand })}</p>
          <p className="app-banner__text">{t('banner.appText')}</p>
        </div>
        <a
          className={getButtonClassName('fillPrimaryContent', 'small')}
          href={getLocalizedPath('/get-app', entry.lang)}
          data-app-banner-store
        >
          {t('banner.appOpen')}
        </a>
        <button type="button" className="icon-button" data-app-banner-dismiss>
          <CloseIcon size={20} />
          <span className="visually-hidden">{t('banner.appDismiss')}</span>
        </button>
      </aside>
      <div
        className="chat-placeholder"
        role="status"
        data-chat-placeholder
        data-chatbot-id={site.chat.chatbotId}
        data-chat-domain={site.chat.providerDomain}
        hidden
      >
        <span className="chat-placeholder__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">{t('chat.loading')}</span>
      </div>
      <div className="navigation-notice" role="status" data-navigation-notice hidden>
        {t('site.navigationPending')}
      </div>
      {/* Empty until src/browser/offline-notice.ts writes its text: a status announced when it shows. */}
      <div
        className="navigation-notice offline-notice"
        role="status"
        data-offline-notice
        data-text={t('site.offline')}
      />
    </>
  );
}
