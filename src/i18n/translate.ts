import type { Language } from './languages.ts';
import { de } from './strings/de.ts';
import { en, type StringKey, type Strings } from './strings/en.ts';
import { fr } from './strings/fr.ts';
import { it } from './strings/it.ts';

export const strings: Record<Language, Strings> = { en, de, fr, it };

export type { StringKey, Strings };

/**
 * The UI string `key` in `lang`, with `{name}` placeholders filled from `params`.
 * Falls back to English when a translation is empty.
 */
export function translate(
  lang: Language,
  key: StringKey,
  params: Record<string, string | number> = {},
): string {
  const text = strings[lang][key] || en[key];
  // A string without a placeholder is returned as it is, without the expression: pages call this
  // thousands of times per build.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A translate function bound to one language, handy in components. */
export function getTranslator(
  lang: Language,
): (key: StringKey, params?: Record<string, string | number>) => string {
  return (key, params) => translate(lang, key, params);
}

/** Only the strings whose keys start with one of `prefixes`: what an island receives as props. */
export function pickStrings(lang: Language, prefixes: readonly string[]): Partial<Strings> {
  const picked: Partial<Strings> = {};
  for (const [key, value] of Object.entries(strings[lang]) as [StringKey, string][]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = value;
  }
  return picked;
}
