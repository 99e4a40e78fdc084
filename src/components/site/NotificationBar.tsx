import type { NotificationBar as NotificationBarContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { PauseIcon } from './icons.tsx';
import { buttonModals } from '../content/blocks/link-button-action.ts';
import { toLinkAttributes } from './site-links.ts';
import './NotificationBar.css';

/** Props of {@link NotificationBar}. */
export interface NotificationBarProps {
  bar: NotificationBarContent;
  lang: Language;
  /** Where buttons that open the download-app modal lead without a modal system. */
  getAppPath: string;
}

/** How often the text repeats in the marquee track (SPEC section 2). */
export const marqueeCopies = 4;

/**
 * The optional bar above the header (SPEC section 2): the editor's text, repeated 4 times in a track
 * that CSS scrolls, as a link when the editor gave one. Only the first copy is read out. Its colours
 * come from SiteHeadStyle; under reduced motion the text stands still.
 */
export default function NotificationBar({ bar, lang, getAppPath }: NotificationBarProps) {
  const t = getTranslator(lang);
  const modal: string | undefined = (buttonModals as Partial<Record<string, string>>)[bar.linkType];
  const link =
    toLinkAttributes(bar.link, lang) ?? (modal === 'download-app' ? { href: getAppPath } : undefined);
  const track = (
    <span className="notification-bar__track">
      {Array.from({ length: marqueeCopies }, (_, index) => (
        <span key={index} className="notification-bar__text" aria-hidden={index > 0 ? true : undefined}>
          {bar.text}
        </span>
      ))}
    </span>
  );
  return (
    <aside className="notification-bar" aria-label={t('banner.announcement')} data-notification-bar>
      {link ? (
        <a className="notification-bar__link" {...link} data-modal={modal}>
          {track}
        </a>
      ) : modal ? (
        <button type="button" className="notification-bar__link" data-modal={modal}>
          {track}
        </button>
      ) : (
        <p className="notification-bar__link">{track}</p>
      )}
      <button
        type="button"
        className="notification-bar__pause"
        aria-pressed="false"
        data-marquee-toggle
        hidden
      >
        <PauseIcon size={16} />
        <span className="visually-hidden">{t('banner.pauseScrolling')}</span>
      </button>
    </aside>
  );
}
