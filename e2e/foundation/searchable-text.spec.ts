import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { listBuiltPages } from '../support/site.ts';

/**
 * Elements that end a run of text (blocks: the search index and a copy of the page see a break
 * there), and those this check leaves alone (form controls, images). Anything else (span, a, time,
 * strong...) runs on into its neighbour.
 */
const breaking = new Set(
  'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr img input label legend li main nav ol option p picture section select summary svg table tbody td textarea tfoot th thead tr ul video iframe script style template'.split(
    ' ',
  ),
);

/**
 * Words of two neighbouring inline elements with nothing between them: `<span>Pillar 3a</span><time>7
 * July 2026</time>` reads "Pillar 3a7 July 2026" in a search excerpt (Pagefind indexes the text as
 * it stands; the gap on screen is only CSS).
 */
function gluedWords(main: string): string[] {
  const found: string[] = [];
  for (const match of main.matchAll(/([\p{L}\p{N}.,:;!?)])((?:<[^>]+>)+)([\p{L}\p{N}(])/gu)) {
    const markup = match[2] ?? '';
    const names = [...markup.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((tag) =>
      (tag[1] ?? '').toLowerCase(),
    );
    if (names.some((name) => breaking.has(name))) continue;
    // A closing tag, then an opening one: two neighbours (an element inside a word is fine).
    if (!/<\/[^>]+>(?:<[^>]+>)*<[a-zA-Z]/.test(markup)) continue;
    const text = main.slice(Math.max(0, match.index - 30), match.index + match[0].length + 20);
    const whole = text.replace(/^[^<]*>/, '').replace(/<[^>]*$/, '');
    found.push(whole.replace(/(?:<[^>]+>)+/g, '|').replace(/\s+/g, ' '));
  }
  return found;
}

test('no two words of the searchable text run together across elements, on any page', () => {
  const problems: string[] = [];
  for (const page of listBuiltPages()) {
    const html = readFileSync(page.file, 'utf8');
    const start = html.indexOf('<main');
    if (start < 0 || !/^<main[^>]*data-pagefind-body/.test(html.slice(start))) continue;
    for (const glued of gluedWords(html.slice(start, html.indexOf('</main>', start))))
      problems.push(`${page.urlPath}: ${glued}`);
  }
  expect(problems.slice(0, 30)).toEqual([]);
});
