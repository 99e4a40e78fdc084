/**
 * The one list of languages. It feeds the Astro i18n config, route generation, the sitemap,
 * hreflang alternates, the server's 404 selection and the tests.
 */
export const languages = ['en', 'de', 'fr', 'it'] as const;

export type Language = (typeof languages)[number];

/** The default language has no URL prefix. */
export const defaultLanguage: Language = 'en';

/** Open Graph locale per language (SPEC section 3, "Page metadata"). */
export const ogLocales: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
};

/** Locale used for date and number formatting; en uses Swiss English (SPEC section 9). */
export const formatLocales: Record<Language, string> = {
  en: 'en-CH',
  de: 'de-CH',
  fr: 'fr-CH',
  it: 'it-CH',
};

/** Each language's own name, as the language switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

/** True when `value` is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Normalises a CMS language code: Storyblok calls the default language 'default' (SPEC section 3),
 * which is treated as en. Unknown codes give undefined.
 */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (value === 'default') return defaultLanguage;
  return isLanguage(value) ? value : undefined;
}
