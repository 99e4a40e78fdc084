/** The character {@link truncateText} appends: one typographic ellipsis, not three dots. */
export const ellipsis = '…';

// How far back from the cut a word boundary may be and still be used, as a share of the kept text:
// close enough that little is lost, far enough that most cuts land between words.
const wordBoundaryReach = 0.3;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `count` user-perceived characters of `text`, reading no further than needed. */
function takeCharacters(text: string, count: number): string[] {
  const taken: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (taken.length >= count) break;
    taken.push(segment);
  }
  return taken;
}

/**
 * Shortens text to at most `max` characters including the ellipsis (SPEC section 9). Text that fits
 * is returned unchanged, without an ellipsis. Otherwise it is cut at the last space when that is near
 * the limit (within 30 % of it), else mid-word; spaces and dangling punctuation (`,;:.-–—`) before the
 * ellipsis are dropped. Characters are counted as people see them (grapheme clusters), so an emoji,
 * a flag or a letter with a combining accent is never split.
 * `max` below 1 gives an empty string.
 */
export function truncateText(text: string, max: number): string {
  const limit = Math.floor(max);
  if (!(limit >= 0)) return '';
  // One character past the limit is enough to know whether the text fits.
  const characters = takeCharacters(text, limit + 1);
  if (characters.length <= limit) return text;
  if (limit < 1) return '';
  const budget = limit - 1;
  const kept = characters.slice(0, budget);
  const nextCharacter = characters[budget] ?? '';
  let cut = kept.length;
  if (!/\s/u.test(nextCharacter)) {
    const lastSpace = kept.findLastIndex((character) => /\s/u.test(character));
    if (lastSpace > 0 && lastSpace >= budget * (1 - wordBoundaryReach)) cut = lastSpace;
  }
  const head = kept
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:.\-–—]+$/u, '');
  return `${head}${ellipsis}`;
}

/**
 * A URL segment as readable words, for breadcrumbs without an SEO title (SPEC section 2, "Other"):
 * `savings-account` -> `Savings account`, `pension_3a` -> `Pension 3a`. Percent-escapes are decoded
 * (`%C3%BCber-uns` -> `Über uns`); the rest of the case is kept, so `apple-pay` is `Apple pay`.
 */
export function prettifySegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape in a hand-typed URL: show the segment as typed rather than fail the page.
  }
  const words = decoded.replace(/[-_+\s]+/g, ' ').trim();
  const [first = ''] = Array.from(words);
  return `${first.toLocaleUpperCase()}${words.slice(first.length)}`;
}
