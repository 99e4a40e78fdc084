/**
 * Build-time half of the modal data: what the layout writes into each page's JSON data element.
 * Runs in Node during `astro build` only (it renders the QR code with `qrcode`); the browser reads
 * the result with `readModalData`.
 */
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { loadPublicVerificationConfig, loadSiteConfig, type Env } from '../../config/index.ts';
import { formIdKinds, type FormIdKind } from '../../forms/form-ids.ts';
import type { Language } from '../../i18n/languages.ts';
import { pickStrings } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { getModalDataPaths } from '../../lib/modal-data-files.ts';
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

/** Renders a QR code as an SVG data URL with the site's defaults (SPEC section 9: 256, L, black on white). */
export async function renderQrCode(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    width: qrDefaults.size,
    margin: 2,
    errorCorrectionLevel: qrDefaults.errorCorrectionLevel,
    color: { dark: qrDefaults.dark, light: qrDefaults.light },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
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

/** The modal data of one page in `lang`, QR code included (`buildPageModalJson` makes it once per language). */
export async function buildModalData(options: ModalDataOptions): Promise<ModalData> {
  const qrCode = await renderQrCode(getAppDownloadUrl(options.lang, options.siteUrl));
  return createModalData({ ...options, qrCode });
}

/** JSON for a `<script type="application/json">` element: `<` escaped so no text can close the element. */
export function serializeModalData(data: ModalData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const pageJsonCache = new Map<string, Promise<string>>();

/**
 * The serialized modal data every page of `lang` carries (`serializeModalData(buildModalData())`),
 * made once per language and site address: it depends on nothing else of the page, and making it
 * (the strings, the configuration read and checked, the JSON) for each of 10,000 pages cost about
 * a tenth of the build. Read from the process environment, which does not change during a build.
 */
export function buildPageModalJson(options: Omit<ModalDataOptions, 'env'>): Promise<string> {
  const key = `${options.lang} ${options.siteUrl} ${options.isProduction}`;
  let json = pageJsonCache.get(key);
  if (!json) {
    json = buildModalData(options).then(serializeModalData);
    pageJsonCache.set(key, json);
    // A failure is not remembered: the next page tries again and reports it itself.
    json.catch(() => pageJsonCache.delete(key));
  }
  return json;
}

/** The modal data file of one language, as the build writes it. */
export interface ModalDataFile {
  /** The file of this content, its name carrying a hash of it: cached for good by browsers. */
  path: string;
  /** The language's current file, the same bytes under a name that stays: a stale page's fallback. */
  latestPath: string;
  json: string;
}

/**
 * The modal data of `lang` as a file of its own: every page of the language names it, instead of
 * carrying the same 12 KB (a third of a page's compressed bytes), and a visitor fetches it once,
 * when first reaching for a modal or form.
 */
export async function getModalDataFile(options: Omit<ModalDataOptions, 'env'>): Promise<ModalDataFile> {
  const json = await buildPageModalJson(options);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
  return { ...getModalDataPaths(options.lang, hash), json };
}
