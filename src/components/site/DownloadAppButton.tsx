import type { Language } from '../../i18n/languages.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getButtonClassName } from '../ui/button-class.ts';

/** Props of {@link DownloadAppButton}. */
export interface DownloadAppButtonProps {
  lang: Language;
  label: string;
  className?: string | undefined;
  /** Marks the header's button, whose position the collapse measurement reads. */
  isHeaderButton?: boolean | undefined;
}

/**
 * The download-app button (SPEC section 2): a link to the get-app page that the bootstrap script
 * turns into the platform store link on phones and, elsewhere, into the download-app modal with
 * its `download_app` tracking event.
 */
export default function DownloadAppButton({
  lang,
  label,
  className,
  isHeaderButton = false,
}: DownloadAppButtonProps) {
  return (
    <a
      className={getButtonClassName(
        'fillPrimaryContent',
        'small',
        ['download-app-button', className].filter(Boolean).join(' '),
      )}
      href={getLocalizedPath('/get-app', lang)}
      data-modal="download-app"
      data-download-app
      data-header-download={isHeaderButton ? true : undefined}
    >
      {label}
    </a>
  );
}
