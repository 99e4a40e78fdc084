/**
 * Build-time estimate of the viewport width under which the header collapses into the hamburger
 * menu, so that the first paint already shows the layout the bootstrap script will confirm (SPEC
 * section 2: collapse when the gap between navigation and download button is under 200 px). The
 * script measures the real gap; this estimate only keeps the two from disagreeing on first paint,
 * which would move the header's contents (a layout shift). The numbers mirror SiteHeader.css.
 */

/** The smallest gap, in px, between the navigation and the download button (SPEC section 9). */
export const minNavGap = 200;

/** Widths in px that SiteHeader.css fixes; kept here so that the estimate and the CSS agree. */
export const headerMetrics = {
  /** `.container` leaves 1rem on each side and is at most 72rem wide. */
  sidePadding: 16,
  maxContentWidth: 1152,
  logoWidth: 120,
  /** Column gap of the bar plus the navigation's own left margin. */
  logoToNav: 32,
  itemPadding: 24,
  chevron: 16,
  downloadPadding: 36,
  /** The search button (2.75rem) and its gap, between the navigation and the download button. */
  searchButton: 56,
  /** A generous average advance of a 15 px semibold system font, so the estimate errs wide. */
  charWidth: 9,
} as const;

/** What the estimate needs to know about the header's contents. */
export interface HeaderTextInput {
  /** Top navigation labels, with whether each opens a dropdown. */
  items: readonly { name: string; hasDropdown: boolean }[];
  downloadLabel: string;
}

function textWidth(text: string): number {
  return Math.ceil([...text].length * headerMetrics.charWidth);
}

/** Estimated width of the navigation list in px. */
export function estimateNavWidth(items: HeaderTextInput['items']): number {
  return items.reduce(
    (sum, item) =>
      sum + textWidth(item.name) + headerMetrics.itemPadding + (item.hasDropdown ? headerMetrics.chevron : 0),
    0,
  );
}

/**
 * The viewport width in px below which the header should start collapsed, or `Infinity` when even
 * the widest layout leaves less than {@link minNavGap} (the header is then always collapsed).
 */
export function estimateCollapseWidth(input: HeaderTextInput): number {
  const m = headerMetrics;
  const needed =
    m.logoWidth +
    m.logoToNav +
    estimateNavWidth(input.items) +
    minNavGap +
    m.searchButton +
    textWidth(input.downloadLabel) +
    m.downloadPadding;
  if (input.items.length === 0) return 0;
  return needed > m.maxContentWidth ? Number.POSITIVE_INFINITY : needed + 2 * m.sidePadding;
}
