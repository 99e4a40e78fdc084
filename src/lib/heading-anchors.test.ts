import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTableOfContents, createHeadingId, createHeadingIdFactory } from './heading-anchors.ts';

describe('createHeadingId', () => {
  it.each([
    ['Fees', 'fees'],
    ['How do I open an account?', 'how-do-i-open-an-account'],
    ['Über uns', 'uber-uns'],
    ['Épargne & retraite', 'epargne-retraite'],
    ['Perché investire?', 'perche-investire'],
    ['Straße', 'strasse'],
    ['Œuvre', 'oeuvre'],
    ['  --Hello,   World--  ', 'hello-world'],
    ['CamelCase HEADING', 'camelcase-heading'],
  ])('%j -> %j', (text, id) => {
    expect(createHeadingId(text)).toBe(id);
  });

  it('prefixes h- when the id does not start with a letter', () => {
    expect(createHeadingId('3a: the third pillar')).toBe('h-3a-the-third-pillar');
    expect(createHeadingId('2026 outlook')).toBe('h-2026-outlook');
    expect(createHeadingId('«Ökonomie»')).toBe('okonomie');
  });

  it('cuts the slug to 30 characters and trims a hyphen left at the cut', () => {
    const id = createHeadingId('What happens to my savings account when I move abroad');
    expect(id).toBe('what-happens-to-my-savings-acc');
    expect(id).toHaveLength(30);
    // The 30th character is a space here, which would otherwise leave a trailing hyphen.
    expect(createHeadingId('abcdefghij abcdefghij abcdefg xyz')).toBe('abcdefghij-abcdefghij-abcdefg');
    expect(createHeadingId('123456789 123456789 123456789 123')).toBe('h-123456789-123456789-123456789');
  });

  it('gives h- for headings with no letters or digits, and for empty ones', () => {
    expect(createHeadingId('')).toBe('h-');
    expect(createHeadingId('?!')).toBe('h-');
    expect(createHeadingId('日本')).toBe('h-');
  });

  it('always gives a valid, readable id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const id = createHeadingId(text);
        expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(id).not.toMatch(/--./);
        expect(id.length).toBeLessThanOrEqual(32);
      }),
    );
  });
});

describe('createHeadingIdFactory', () => {
  it('makes repeated ids unique with -2, -3', () => {
    const makeId = createHeadingIdFactory();
    expect(['Fees', 'Fees', 'fees!', 'Other'].map(makeId)).toEqual(['fees', 'fees-2', 'fees-3', 'other']);
  });

  it('skips a suffix another heading already owns', () => {
    const makeId = createHeadingIdFactory();
    expect(['Fees 2', 'Fees', 'Fees'].map(makeId)).toEqual(['fees-2', 'fees', 'fees-3']);
  });

  it('starts afresh for each factory', () => {
    expect(createHeadingIdFactory()('Fees')).toBe('fees');
    expect(createHeadingIdFactory()('Fees')).toBe('fees');
  });
});

describe('buildTableOfContents', () => {
  it('indents by level relative to the smallest level', () => {
    const toc = buildTableOfContents([
      { level: 2, text: 'Saving' },
      { level: 3, text: 'Interest' },
      { level: 4, text: 'Über Zinsen' },
      { level: 2, text: 'Investing ' },
      { level: 3, text: 'Interest' },
    ]);
    expect(toc).toEqual([
      { id: 'saving', text: 'Saving', level: 2, depth: 0 },
      { id: 'interest', text: 'Interest', level: 3, depth: 1 },
      { id: 'uber-zinsen', text: 'Über Zinsen', level: 4, depth: 2 },
      { id: 'investing', text: 'Investing', level: 2, depth: 0 },
      { id: 'interest-2', text: 'Interest', level: 3, depth: 1 },
    ]);
  });

  it('keeps ids the renderer has already made', () => {
    expect(buildTableOfContents([{ level: 1, text: 'Fees', id: 'custom' }])).toEqual([
      { id: 'custom', text: 'Fees', level: 1, depth: 0 },
    ]);
  });

  it('gives an empty list for no headings', () => {
    expect(buildTableOfContents([])).toEqual([]);
  });
});
