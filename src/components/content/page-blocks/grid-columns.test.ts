import { describe, expect, it } from 'vitest';
import { getMaxColumns } from './grid-columns.ts';

describe('getMaxColumns', () => {
  it.each([
    [6, 3],
    [9, 3],
    [3, 3],
    [4, 4],
    [8, 4],
    [5, 3],
    [7, 3],
    [2, 2],
  ])('%i cards: at most %i a row, so no row is left short of a 4-column grid', (count, columns) => {
    expect(getMaxColumns(count)).toBe(columns);
  });

  it('never leaves a last row of one or two beside full rows of four for six cards', () => {
    expect(6 % getMaxColumns(6)).toBe(0);
  });
});
