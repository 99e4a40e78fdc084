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
 * Everything the modals and forms need from the build. A built page names its language's file
 * (`/modal-data/<lang>.<hash>.json`) in the `data-src` of a `<script type="application/json">`
 * element and the modals fetch it when a visitor first reaches for one; a page rendered on demand
 * (the editors' preview) carries it inline, in that element's text.
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

function isModalData(data: unknown): data is ModalData {
  return typeof data === 'object' && data !== null && 'lang' in data && 'strings' in data;
}

/** Reads the modal data written inline into the page; undefined when there is none or it is unreadable. */
export function readModalData(doc: Document = document): ModalData | undefined {
  const text = doc.getElementById(modalDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isModalData(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The data file of this build, then the language's current one (`data-latest`). */
function getModalDataSources(doc: Document): string[] {
  const element = doc.getElementById(modalDataElementId);
  return [element?.getAttribute('data-src'), element?.getAttribute('data-latest')].filter(
    (source): source is string => Boolean(source),
  );
}

async function fetchModalData(sources: readonly string[]): Promise<ModalData> {
  const failures: string[] = [];
  for (const source of sources) {
    try {
      const response = await fetch(source, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data: unknown = await response.json();
      if (isModalData(data)) return data;
      throw new Error('not modal data');
    } catch (error) {
      failures.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`The modal data could not be loaded (${failures.join('; ') || 'the page names none'}).`);
}

let loading: Promise<ModalData> | undefined;

/**
 * The page's modal data, loaded once: inline in the page, else fetched from the file it names
 * (after a publish a page left open may name a file the new build no longer has; the language's
 * current file then stands in). A failure is not kept, so the next reach for a modal tries again.
 */
export function loadModalData(doc: Document = document): Promise<ModalData> {
  const inline = readModalData(doc);
  if (inline) return Promise.resolve(inline);
  loading ??= fetchModalData(getModalDataSources(doc)).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
