/**
 * One complaint promise everywhere (issue 13, item 12): the complaint form, /contact,
 * /contact/ombudsman and the legal notice all say "ten working days", in every language, and no
 * text about complaints promises "14 days" any more.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';

const promise: Record<Language, RegExp> = {
  en: /ten working days/,
  de: /zehn Arbeitstagen/,
  fr: /dix jours ouvrables/,
  it: /dieci giorni lavorativi/,
};
const complaintWord: Record<Language, RegExp> = {
  en: /complaint/i,
  de: /Beschwerde/i,
  fr: /réclamation/i,
  it: /reclam/i,
};
const fourteenDays =
  /\b14\s*(?:days|Tage|Tagen|jours|giorni)\b|fourteen days|vierzehn Tage|quatorze jours|quattordici giorni/i;

/** Every text of a story (the JSON's string values), joined. */
function storyText(lang: Language, slug: string): string {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(join('content/stories', lang, `${slug}.json`), 'utf8')));
  return strings.join(' ');
}

function allStories(lang: Language, directory = join('content/stories', lang), prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? allStories(lang, join(directory, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.json')
        ? [`${prefix}${entry.name.slice(0, -5)}`]
        : [],
  );
}

describe('the complaint promise', () => {
  for (const lang of languages) {
    it(`is ten working days on the form, /contact, /contact/ombudsman and the legal notice (${lang})`, () => {
      expect(translate(lang, 'complaint.successText')).toMatch(promise[lang]);
      for (const slug of ['contact', 'contact/ombudsman', 'legal/legal-notice']) {
        const text = storyText(lang, slug);
        expect(text, slug).toMatch(promise[lang]);
        expect(text, slug).not.toMatch(fourteenDays);
      }
    });

    it(`no page that speaks of complaints promises 14 days (${lang})`, () => {
      const offending = allStories(lang).filter((slug) => {
        const text = storyText(lang, slug);
        return complaintWord[lang].test(text) && fourteenDays.test(text);
      });
      expect(offending).toEqual([]);
    });
  }
});
