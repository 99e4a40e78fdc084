/**
 * The most columns a grid of `count` cards may use so that its rows come out even: six cards as
 * 3 + 3 (or 2 × 3), never 4 + 2; four as one row of four or 2 + 2; others at most three a row.
 */
export function getMaxColumns(count: number): 2 | 3 | 4 {
  if (count === 4 || count === 8) return 4;
  if (count === 2) return 2;
  return 3;
}

/** The class that caps a grid at {@link getMaxColumns} columns (see page-blocks.css). */
export function gridColumnsClass(count: number): string {
  return `grid--max-${getMaxColumns(count)}`;
}
