import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages.ts';
import { strings } from '../../i18n/translate.ts';
import { modalNames } from './modal-names.ts';
import { modalViews, preloadModal } from './modal-views.ts';

describe('modal views', () => {
  it('draws every modal except the chrome cookie settings', () => {
    const drawn = modalNames.filter((name) => modalViews[name] !== undefined);
    expect(modalNames.filter((name) => !drawn.includes(name))).toEqual(['cookies-settings']);
  });

  it.each(languages)('has a title and a paragraph for each modal in %s', (lang) => {
    for (const view of Object.values(modalViews)) {
      const keys = view.kind === 'form' ? [view.title, view.intro] : [view.title, view.text];
      for (const key of keys) expect(strings[lang][key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('says when the code of a modal has arrived, and that a message modal has none to load', async () => {
    await expect(preloadModal('subscribe')).resolves.toBe(true);
    await expect(preloadModal('success')).resolves.toBe(false);
    await expect(preloadModal('no-such-modal')).resolves.toBe(false);
  });
});
