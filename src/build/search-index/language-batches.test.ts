import { describe, expect, it } from 'vitest';
import { languageBatches, mergeEntries } from './language-batches.ts';

const languages = ['en', 'de', 'fr', 'it'];
const file = (name: string) => ({ name, isDirectory: false });
const dir = (name: string) => ({ name, isDirectory: true });

describe('languageBatches', () => {
  it('gives the default language the root and each other language its home page and folder', () => {
    const entries = [
      file('index.html'),
      file('about-us.html'),
      dir('blog'),
      dir('_astro'),
      file('_headers'),
      dir('pagefind'),
      file('de.html'),
      dir('de'),
      dir('fr'),
      file('fr.html'),
      file('it.html'),
      file('robots.txt'),
    ];
    expect(languageBatches(entries, languages, 'en')).toEqual([
      { language: 'en', glob: '{index.html,about-us.html,blog/**/*.html,_astro/**/*.html}' },
      { language: 'de', glob: '{de.html,de/**/*.html}' },
      { language: 'fr', glob: '{fr/**/*.html,fr.html}' },
      { language: 'it', glob: 'it.html' },
    ]);
  });

  it('gives a language without pages no batch', () => {
    const entries = [file('index.html'), dir('de'), file('it.html')];
    expect(languageBatches(entries, languages, 'en')).toEqual([
      { language: 'en', glob: 'index.html' },
      { language: 'de', glob: 'de/**/*.html' },
      { language: 'it', glob: 'it.html' },
    ]);
  });

  it('does not split a site whose language folder is a file, or home page a folder', () => {
    expect(languageBatches([file('index.html'), file('de')], languages, 'en')).toBeUndefined();
    expect(languageBatches([file('index.html'), dir('fr.html')], languages, 'en')).toBeUndefined();
  });

  it('does not split a site with a name a glob would misread', () => {
    expect(languageBatches([file('index.html'), dir('a{b}')], languages, 'en')).toBeUndefined();
    expect(languageBatches([file('what?.html')], languages, 'en')).toBeUndefined();
  });
});

describe('mergeEntries', () => {
  const entry = (languages: Record<string, unknown>) => ({ version: '1.6.0', languages, extra: [1] });

  it('lists every batch’s languages in order, keeping the rest of the entry', () => {
    expect(
      mergeEntries([entry({ it: { h: 'i' } }), entry({ de: { h: 'd' } }), entry({ en: 1, fr: 2 })]),
    ).toEqual({ version: '1.6.0', languages: { de: { h: 'd' }, en: 1, fr: 2, it: { h: 'i' } }, extra: [1] });
  });

  it('refuses two batches holding the same language: the second index replaced the first', () => {
    expect(mergeEntries([entry({ en: 1 }), entry({ de: 2, en: 3 })])).toBeUndefined();
  });
});
