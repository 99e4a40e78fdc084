import { formatMoney, formatNumber, formatPercent } from './number-format.ts';

/** A figure in a text written otherwise than the language's Intl format. */
export interface StrayFigure {
  /** The figure as the text writes it, e.g. "1,065 EUR". */
  found: string;
  /** What Intl writes for that value in the language, e.g. "1'065 EUR" with a no-break space. */
  expected: string;
  /** Where `found` starts in the text. */
  index: number;
}

const currencies = 'CHF|EUR|USD|GBP';
/** Any currency code: what every money figure contains (the anchors below). */
const currencyAnchor = new RegExp(currencies);
/** Spaces people put between an amount and its code or percent sign. */
const gap = '[ \\u00a0\\u202f]?';
/** A number with optional thousands groups (apostrophes, spaces, commas, points) and decimals. */
const num = "\\d{1,3}(?:['’ \\u00a0\\u202f,.]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?";
/** Not in the middle of a longer number, word or code (CHE-123.456.789, 3a, v1.2); "l’85 %" is checked. */
const before = "(?<![\\p{L}\\d.,\\-/])(?<!\\d['’])";
const after = '(?![\\d\\p{L}])';

/**
 * Only figures a reader reads as money, percent or a grouped number are checked: an amount next to
 * a currency code, a number with a percent sign, or a number grouped with apostrophes. Dates
 * (31.12.2026), years (2026), phone numbers (+41 22 123 45 67), versions (1.2.3), VAT numbers and
 * postal codes have none of these and are left alone.
 */
const patterns: {
  kind: 'money-before' | 'money-after' | 'percent' | 'grouped';
  regex: RegExp;
  /**
   * What every match of `regex` contains: a text without it is not searched. The build checks
   * every text with a digit of 10,000 stories, and on a sentence with none of these figures the
   * full expression, with its look-behinds, costs about 12 times as much as this test.
   */
  anchor: RegExp;
}[] = [
  {
    kind: 'money-before',
    regex: new RegExp(`\\b(${currencies})${gap}(${num})${after}`, 'gu'),
    anchor: currencyAnchor,
  },
  {
    kind: 'money-after',
    regex: new RegExp(`${before}(${num})${gap}(${currencies})\\b`, 'gu'),
    anchor: currencyAnchor,
  },
  { kind: 'percent', regex: new RegExp(`${before}(${num})${gap}%`, 'gu'), anchor: /%/ },
  {
    kind: 'grouped',
    regex: new RegExp(`${before}(\\d{1,3}(?:['’]\\d{3})+(?:[.,]\\d+)?)${after}`, 'gu'),
    anchor: /\d['’]\d/,
  },
];

/**
 * The value of a written number and its count of decimals. One separator followed by exactly
 * three digits after a non-zero number of one to three digits groups thousands ("1,065", "12.500")
 * unless `decimalOnly` (percentages are never grouped); the last other separator is the decimal one.
 */
export function readFigure(text: string, decimalOnly = false): { value: number; decimals: number } {
  const compact = text.replace(/['’ \u00a0\u202f]/g, '');
  const separators = [...compact.matchAll(/[.,]/g)].map((match) => match.index);
  const last = separators.at(-1);
  let decimals = 0;
  let digits = compact;
  if (last !== undefined) {
    const tail = compact.slice(last + 1);
    const grouping =
      !decimalOnly &&
      tail.length === 3 &&
      (separators.length > 1
        ? compact[separators[0] ?? 0] === compact[last]
        : /^[1-9]\d{0,2}[.,]/.test(compact));
    decimals = grouping ? 0 : tail.length;
    digits = grouping
      ? compact.replace(/[.,]/g, '')
      : `${compact.slice(0, last).replace(/[.,]/g, '')}.${tail}`;
  }
  return { value: Number(digits), decimals };
}

/** Every figure in `text` whose format differs from what Intl writes for `lang`, in text order. */
export function findStrayFigures(text: string, lang: string): StrayFigure[] {
  const claimed: [number, number][] = [];
  const found: StrayFigure[] = [];
  for (const { kind, regex, anchor } of patterns) {
    if (!anchor.test(text)) continue;
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (claimed.some(([from, to]) => start < to && end > from)) continue;
      claimed.push([start, end]);
      const expected = expectedFigure(kind, match, lang);
      if (expected !== match[0]) found.push({ found: match[0], expected, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function expectedFigure(kind: (typeof patterns)[number]['kind'], match: RegExpMatchArray, lang: string) {
  const [, first = '', second = ''] = match;
  if (kind === 'money-before' || kind === 'money-after') {
    const [currency, written] = kind === 'money-before' ? [first, second] : [second, first];
    const { value, decimals } = readFigure(written);
    return formatMoney(value, lang, { currency, decimals });
  }
  if (kind === 'percent') {
    const { value, decimals } = readFigure(first, true);
    return formatPercent(value, lang, { decimals });
  }
  const { value, decimals } = readFigure(first);
  return formatNumber(value, lang, { decimals });
}

/** `text` with every stray figure rewritten as Intl writes it for `lang`. */
export function fixStrayFigures(text: string, lang: string): string {
  let fixed = text;
  for (const stray of findStrayFigures(text, lang).reverse()) {
    fixed = fixed.slice(0, stray.index) + stray.expected + fixed.slice(stray.index + stray.found.length);
  }
  return fixed;
}
