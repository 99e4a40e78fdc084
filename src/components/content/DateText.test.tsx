import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateText } from './DateText.tsx';

describe('DateText', () => {
  it('writes a CMS date in the page language, in Zurich time, with the exact instant', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    const value = '2025-12-31 23:30';
    expect(renderToStaticMarkup(<DateText value={value} lang="de" className="when" />)).toBe(
      '<time class="when" dateTime="2025-12-31T23:30:00.000Z">1. Januar 2026</time>',
    );
    expect(renderToStaticMarkup(<DateText value={value} lang="fr" />)).toBe(
      '<time dateTime="2025-12-31T23:30:00.000Z">1 janvier 2026</time>',
    );
  });

  it('gives each language its own text when the same value is written again', () => {
    const twice = (lang: 'en' | 'it') =>
      [1, 2].map(() => renderToStaticMarkup(<DateText value="2026-03-05 10:00" lang={lang} />));
    expect(twice('en')).toEqual(Array(2).fill('<time dateTime="2026-03-05T10:00:00.000Z">5 March 2026</time>'));
    expect(twice('it')).toEqual(Array(2).fill('<time dateTime="2026-03-05T10:00:00.000Z">5 marzo 2026</time>'));
  });

  it('writes nothing for an empty or impossible date, each time', () => {
    for (const value of ['', '2026-02-30 10:00', '2026-02-30 10:00', 'soon'])
      expect(renderToStaticMarkup(<DateText value={value} lang="en" />)).toBe('');
  });
});
