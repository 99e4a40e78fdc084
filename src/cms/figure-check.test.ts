import { describe, expect, it } from 'vitest';
import { assertFiguresFormatted, findStoryFigureProblems } from './figure-check.ts';

describe('findStoryFigureProblems', () => {
  it('names the field path of each stray figure, however deep, and skips technical fields', () => {
    const story = {
      fullSlug: 'blog/savings/rates',
      lang: 'de',
      content: {
        title: 'Zinsen ohne Zahlen',
        body: [
          { _uid: 'CHF 1,000.50', component: 'text', text: "Korrekt: CHF\u00a01'000.50" },
          { component: 'list', items: [{ text: 'Nur 0.60 % Gebühr' }, { url: 'https://x.ch/?p=0.60 %' }] },
        ],
      },
    };
    const problems = findStoryFigureProblems(story);
    expect(problems).toEqual([
      expect.stringMatching(
        /^story "blog\/savings\/rates" \(de\): field "content\.body\.1\.items\.0\.text": "0\.60 %" .* expected "0\.60\s?%"$/u,
      ),
    ]);
  });

  it('finds nothing in a story whose figures are written as Intl writes them', () => {
    const story = {
      fullSlug: 'home',
      lang: 'en',
      content: { title: "From CHF\u00a01'000 a month, 0.6% fee", body: [] },
    };
    expect(findStoryFigureProblems(story)).toEqual([]);
    expect(() => assertFiguresFormatted([story])).not.toThrow();
  });
});
