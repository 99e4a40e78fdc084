/** Longest slug taken from the heading text (SPEC section 9), before any `h-` prefix or `-2` suffix. */
export const headingIdMaxLength = 30;

/** A heading as the rich-text renderer finds it; `id` is set when the renderer has made one already. */
export interface HeadingInput {
  level: number;
  text: string;
  id?: string | undefined;
}

/** One entry of the in-page table of contents. */
export interface TableOfContentsItem {
  id: string;
  text: string;
  level: number;
  /** Indentation: 0 for the smallest heading level on the page, 1 for the next, and so on. */
  depth: number;
}

// Letters that NFD does not split into a base letter and a mark, spelled the way German and French
// spell them in plain ASCII.
const ligatures: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };

/**
 * The anchor id of a heading (SPEC section 9): lowercased, every run of non-alphanumerics turned
 * into one hyphen, cut to 30 characters, prefixed `h-` when it does not start with a letter.
 *
 * Choices the SPEC leaves open: accents are stripped first (NFD, then marks removed, and ß -> ss,
 * æ -> ae, œ -> oe, ø -> o), so "Über uns" gives `uber-uns` and ids stay readable ASCII in every
 * language; repeated hyphens collapse and hyphens at both ends are trimmed (also after the cut), so
 * "3a: pillar" gives `h-3a-pillar`. The `h-` prefix comes after the cut, so an id can be 32 characters
 * long. A heading with no letters or digits gives `h-`.
 */
export function createHeadingId(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđł]/g, (letter) => ligatures[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, headingIdMaxLength)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : `h-${slug}`;
}

/**
 * A function that makes heading ids unique on one page: the first "Fees" is `fees`, the next
 * `fees-2`, then `fees-3`; a number another heading already owns (a heading "Fees 2" is `fees-2`) is
 * skipped. Create one factory per rendered page.
 */
export function createHeadingIdFactory(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = createHeadingId(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/**
 * The in-page table of contents (SPEC section 2, "Rich text and articles"): one item per heading, in
 * order, with the id the heading carries on the page and a depth relative to the smallest level
 * present (so a page whose top headings are h2 starts at depth 0). Headings without an `id` get one
 * from a fresh {@link createHeadingIdFactory}, which gives the same ids as the renderer when it makes
 * them in the same order; pass the renderer's ids when you have them.
 */
export function buildTableOfContents(headings: readonly HeadingInput[]): TableOfContentsItem[] {
  if (headings.length === 0) return [];
  const makeId = createHeadingIdFactory();
  const minLevel = Math.min(...headings.map((heading) => heading.level));
  return headings.map(({ level, text, id }) => {
    const madeId = makeId(text);
    return { id: id ?? madeId, text: text.trim(), level, depth: level - minLevel };
  });
}
