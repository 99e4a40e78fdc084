import { describe, expect, it } from 'vitest';
import { applyFieldFallback, findTranslationGaps } from './fallback.ts';

const english = {
  title: 'Savings',
  intro: '   ',
  count: 3,
  link: { url: 'https://example.ch', linktype: 'url' },
  body: [
    { _uid: 'a', component: 'text', text: 'First' },
    { _uid: 'b', component: 'text', text: 'Second', note: 'Only in English' },
  ],
  tags: ['one', 'two'],
};

describe('applyFieldFallback', () => {
  it('fills empty and missing texts from English, matching blocks by _uid whatever their order', () => {
    const german = {
      title: '',
      count: 4,
      body: [
        { _uid: 'b', component: 'text', text: '' },
        { _uid: 'a', component: 'text', text: 'Erstens' },
      ],
      tags: ['eins', ''],
    };
    expect(applyFieldFallback(german, english)).toEqual({
      title: 'Savings',
      count: 4,
      body: [
        { _uid: 'b', component: 'text', text: 'Second', note: 'Only in English' },
        { _uid: 'a', component: 'text', text: 'Erstens' },
      ],
      tags: ['eins', 'two'],
      intro: '   ',
    });
  });

  it('leaves a block English does not have, and anything that is not text, as the translation has it', () => {
    const german = { body: [{ _uid: 'z', component: 'text', text: '' }], link: null, count: 0 };
    expect(applyFieldFallback(german, english)).toEqual({
      body: [{ _uid: 'z', component: 'text', text: '' }],
      link: null,
      count: 0,
      title: 'Savings',
      intro: '   ',
    });
  });

  it('does not change the translation it was given', () => {
    const german = { title: '', body: [{ _uid: 'a', text: '' }] };
    const copy = structuredClone(german);
    applyFieldFallback(german, english);
    expect(german).toEqual(copy);
  });
});

describe('findTranslationGaps', () => {
  it('names each text left empty or out where English has text, with its path', () => {
    const german = {
      title: '',
      body: [
        { _uid: 'b', component: 'text', text: 'Zweitens' },
        { _uid: 'a', component: 'text' },
      ],
      tags: ['eins', null],
    };
    // The note of block b is missing: its path is the German block's index (0), not English's (1).
    expect(findTranslationGaps(german, english, ['content'])).toEqual([
      'content.title',
      'content.body.0.note',
      'content.body.1.text',
      'content.tags.1',
    ]);
  });

  it('counts no blank English text, no technical field and no block English does not have', () => {
    const german = {
      title: 'Sparen',
      intro: '',
      link: { url: '', linktype: '' },
      body: [
        { _uid: 'z', component: 'text', text: '' },
        { _uid: 'a', component: '', text: 'Erstens' },
      ],
      tags: ['eins', 'zwei'],
    };
    expect(findTranslationGaps(german, english)).toEqual([]);
  });

  it('matches list items without a _uid by their position', () => {
    expect(
      findTranslationGaps([{ text: '' }, { text: 'b' }], [{ text: 'A' }, { text: 'B' }], ['list']),
    ).toEqual(['list.0.text']);
    expect(findTranslationGaps(['x'], ['A', 'B'])).toEqual([]);
  });
});
