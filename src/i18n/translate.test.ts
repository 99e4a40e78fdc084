import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { en } from './strings/en.ts';
import { pickStrings, strings, translate } from './translate.ts';

describe('UI strings', () => {
  it.each(languages)('%s defines every key of the English set and nothing else', (lang) => {
    expect(Object.keys(strings[lang]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s has no empty string and keeps every placeholder', (lang) => {
    for (const [key, text] of Object.entries(strings[lang])) {
      expect(text, `${lang} ${key}`).not.toBe('');
      const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('de', 'footer.copyright', { year: 2026, company: 'Velora' })).toBe(
      '© 2026 Velora. Alle Rechte vorbehalten.',
    );
    expect(translate('en', 'blog.publishedOn')).toBe('Published on {date}');
  });

  it('picks only the requested prefixes', () => {
    const picked = pickStrings('fr', ['notFound.']);
    expect(Object.keys(picked).sort()).toEqual(['notFound.back', 'notFound.text', 'notFound.title']);
  });
});
