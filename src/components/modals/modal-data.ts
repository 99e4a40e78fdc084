import type { FormIdKind } from '../../forms/form-ids.ts';
import type { Language } from '../../i18n/languages.ts';
import type { StringKey } from '../../i18n/translate.ts';
import type { VerificationConfig } from '../../forms/client/verification.ts';

/** The id of the JSON element the layout writes and the modals read. */
export const modalDataElementId = 'velora-modal-data';
/** The id of the element the modal root mounts into. */
export const modalMountId = 'velora-modal-root';

/** String prefixes the modals and forms use; the layout ships only these keys. */
export const modalStringPrefixes = [
  'modal.',
  'form.',
  'field.',
  'error.',
  'captcha.',
  'sms.',
  'complaint.',
  'booking.',
] as const;

/** The UI strings a form or modal may use. */
export type ModalStringKey = Extract<StringKey, `${(typeof modalStringPrefixes)[number]}${string}`>;

/** The strings shipped to the browser, by key. */
export type ModalStrings = Partial<Record<ModalStringKey, string>>;

export type { VerificationConfig };

/**
 * Everything the modals and forms need from the build, written once per page into a
 * `<script type="application/json">` element (not executed, so the CSP allows it).
 */
export interface ModalData {
  lang: Language;
  strings: ModalStrings;
  /** This language's form ids (SPEC section 7: "Form ids are per language"). */
  formIds: Record<FormIdKind, string>;
  verification: VerificationConfig;
  links: {
    /** Localised privacy policy path (opens in a new tab from the forms). */
    privacyPolicy: string;
    /** Where the download-app QR code points. */
    appDownload: string;
  };
  /** The QR code of `links.appDownload`, an SVG data URL rendered at build time. */
  qrCode: string;
  /** Analytics run in production builds only (SPEC section 9). */
  isProduction: boolean;
}

/** Reads the page's modal data; undefined when the element is missing or unreadable. */
export function readModalData(doc: Document = document): ModalData | undefined {
  const text = doc.getElementById(modalDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && 'lang' in data && 'strings' in data
      ? (data as ModalData)
      : undefined;
  } catch {
    return undefined;
  }
}
