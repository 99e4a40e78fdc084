/**
 * Build-time half of the modal data: the files of each language the pages name (or the JSON a page
 * rendered on demand carries). Runs in Node only (it renders the QR code with `qrcode`); the
 * browser reads the result with `loadModalData`.
 */
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { loadPublicVerificationConfig, loadSiteConfig, type Env } from '../../config/index.ts';
import { formIdKinds, type FormIdKind } from '../../forms/form-ids.ts';
import type { Language } from '../../i18n/languages.ts';
import { pickStrings } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getModalDataPaths, getModalDataQrPath } from '../../lib/modal-data-files.ts';
import { qrDefaults } from '../../lib/qr-defaults.ts';
import { appStorePath } from './app-store.ts';
import {
  modalStringPrefixes,
  type ModalData,
  type ModalStrings,
  type VerificationConfig,
} from './modal-data.ts';

/**
 * The form ids of `lang`: the built-in defaults, overridden by `FORM_IDS` (read by the site section
 * of the configuration, as the server reads it), so the browser posts to the ids the server accepts.
 */
function getFormIds(lang: Language, env: Env): Record<FormIdKind, string> {
  const { formIds } = loadSiteConfig(env);
  const ids = {} as Record<FormIdKind, string>;
  for (const kind of formIdKinds) ids[kind] = formIds[kind][lang];
  return ids;
}

/** The verification provider and public site keys, from the configuration's verification section. */
function getVerificationConfig(env: Env): VerificationConfig {
  const { humanVerification, recaptcha } = loadPublicVerificationConfig(env);
  if (humanVerification !== 'recaptcha') return { provider: humanVerification };
  return {
    provider: humanVerification,
    recaptchaSiteKey: recaptcha.siteKey,
    recaptchaV2SiteKey: recaptcha.v2SiteKey,
  };
}

/** The QR code of `text` as SVG, with the site's defaults (SPEC section 9: 256, L, black on white). */
export function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    width: qrDefaults.size,
    margin: 2,
    errorCorrectionLevel: qrDefaults.errorCorrectionLevel,
    color: { dark: qrDefaults.dark, light: qrDefaults.light },
  });
}

/** Options of {@link createModalData}. */
export interface ModalDataOptions {
  lang: Language;
  siteUrl: string;
  isProduction: boolean;
  env?: Env;
}

/**
 * The app download address of `lang`, which the QR code encodes: the store page, which sends a
 * phone on to the App Store or Google Play (a phone scans the code, so a store is what it needs).
 */
export function getAppDownloadUrl(lang: Language, siteUrl: string): string {
  return new URL(getLocalizedPath(appStorePath, lang), siteUrl).href;
}

/**
 * The modal data of one page, with a QR code already rendered (or empty where none is shown, as
 * in a form rendered into the page at build time).
 */
export function createModalData(options: ModalDataOptions & { qrCode: string }): ModalData {
  const { lang } = options;
  const env = options.env ?? process.env;
  return {
    lang,
    strings: pickStrings(lang, modalStringPrefixes) as ModalStrings,
    formIds: getFormIds(lang, env),
    verification: getVerificationConfig(env),
    links: {
      privacyPolicy: getLocalizedPath('/legal/privacy-policy', lang),
      appDownload: getAppDownloadUrl(lang, options.siteUrl),
    },
    qrCode: options.qrCode,
    isProduction: options.isProduction,
  };
}

/** JSON for a `<script type="application/json">` element: `<` escaped so no text can close the element. */
export function serializeModalData(data: ModalData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The modal data files of one language, as the build writes them. */
export interface ModalDataFiles {
  /** The data, its name carrying a hash of its bytes: cached for good by browsers. */
  path: string;
  /** The language's current data, the same bytes under a name that stays: a stale page's fallback. */
  latestPath: string;
  json: string;
  /** The app download QR code the data names (only the download-app modal shows it). */
  qr: { path: string; svg: string };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10);

async function makeModalDataFiles(options: Omit<ModalDataOptions, 'env'>): Promise<ModalDataFiles> {
  const svg = await renderQrSvg(getAppDownloadUrl(options.lang, options.siteUrl));
  const qrPath = getModalDataQrPath(options.lang, hashOf(svg));
  const json = serializeModalData(createModalData({ ...options, qrCode: qrPath }));
  return { ...getModalDataPaths(options.lang, hashOf(json)), json, qr: { path: qrPath, svg } };
}

const filesCache = new Map<string, Promise<ModalDataFiles>>();

/**
 * The modal data of `lang` as files of their own: every page of the language names the data
 * instead of carrying the same 12 KB (a third of a page's compressed bytes), and a visitor fetches
 * it once, when first reaching for a modal or form. Made once per language and site address (it
 * depends on nothing else of a page) from the process environment, which a build does not change.
 */
export function getModalDataFiles(options: Omit<ModalDataOptions, 'env'>): Promise<ModalDataFiles> {
  const key = `${options.lang} ${options.siteUrl} ${options.isProduction}`;
  let files = filesCache.get(key);
  if (!files) {
    files = makeModalDataFiles(options);
    filesCache.set(key, files);
    // A failure is not remembered: the next page tries again and reports it itself.
    files.catch(() => filesCache.delete(key));
  }
  return files;
}
