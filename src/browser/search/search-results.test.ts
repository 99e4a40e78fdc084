import { describe, expect, it } from 'vitest';
import { fillTemplate, parseExcerpt, toPageUrl } from './search-results.ts';

describe('toPageUrl', () => {
  it('turns built file names into the canonical addresses', () => {
    expect(toPageUrl('/index.html')).toBe('/');
    expect(toPageUrl('/it.html')).toBe('/it');
    expect(toPageUrl('/it/blog/savings/interest.html')).toBe('/it/blog/savings/interest');
    expect(toPageUrl('/de/index.html')).toBe('/de');
    expect(toPageUrl('/fr/faq.html#frais')).toBe('/fr/faq#frais');
    expect(toPageUrl('/legal/privacy')).toBe('/legal/privacy');
  });
});

describe('parseExcerpt', () => {
  it('keeps the marked matches and decodes the escaped text', () => {
    expect(parseExcerpt('Il <mark>risparmio</mark> fiscale &amp; la &lt;3a&gt;')).toEqual([
      { text: 'Il ', marked: false },
      { text: 'risparmio', marked: true },
      { text: ' fiscale & la <3a>', marked: false },
    ]);
  });

  it('never lets markup through as markup', () => {
    const parts = parseExcerpt('a <img src=x onerror=alert(1)> <mark>b</mark>');
    expect(parts.map((part) => part.text).join('')).toBe('a  b');
    expect(parts.some((part) => part.text.includes('<img'))).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{count} Ergebnisse für „{query}“', { count: 3, query: 'Zins' })).toBe(
      '3 Ergebnisse für „Zins“',
    );
    expect(fillTemplate('{other}', {})).toBe('{other}');
  });
});
