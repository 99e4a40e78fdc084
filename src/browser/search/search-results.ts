/** Pure helpers of the search dialog: result addresses and safe excerpts. */

/**
 * The canonical address of a Pagefind result: the build writes `/de/blog.html` and
 * `/index.html`, the site answers `/de/blog` and `/`.
 */
export function toPageUrl(url: string): string {
  const [path = '/', hash] = url.split('#');
  let clean = path.replace(/\.html$/, '').replace(/\/index$/, '');
  if (clean === '') clean = '/';
  return hash ? `${clean}#${hash}` : clean;
}

/** One piece of an excerpt: plain text, or a marked match. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '');
}

/**
 * Splits Pagefind's excerpt (escaped text with `<mark>` around matches) into parts, so the dialog
 * builds it with text nodes: nothing in an excerpt is ever parsed as HTML.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decode(piece.replace(/<[^>]*>/g, ''));
    if (text !== '') parts.push({ text, marked: index % 2 === 1 });
  }
  return parts;
}

/** Fills a `{name}` template from the dialog's data attributes. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
