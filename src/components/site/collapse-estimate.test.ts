import { describe, expect, it } from 'vitest';
import { estimateCollapseWidth, estimateNavWidth, headerMetrics, minNavGap } from './collapse-estimate.ts';

describe('estimateCollapseWidth', () => {
  const items = [
    { name: 'Banking', hasDropdown: true },
    { name: 'Invest', hasDropdown: true },
    { name: 'Blog', hasDropdown: false },
  ];

  it('leaves the 200 px gap of SPEC section 9 between navigation and download button, search button included', () => {
    expect(minNavGap).toBe(200);
    const m = headerMetrics;
    const download = 'Download the app'.length * m.charWidth + m.downloadPadding;
    const expected =
      m.logoWidth +
      m.logoToNav +
      estimateNavWidth(items) +
      minNavGap +
      m.searchButton +
      download +
      2 * m.sidePadding;
    expect(estimateCollapseWidth({ items, downloadLabel: 'Download the app' })).toBe(expected);
  });

  it('counts dropdown chevrons and item padding', () => {
    expect(estimateNavWidth([{ name: 'Blog', hasDropdown: false }])).toBe(
      4 * headerMetrics.charWidth + headerMetrics.itemPadding,
    );
    expect(estimateNavWidth([{ name: 'Blog', hasDropdown: true }])).toBe(
      4 * headerMetrics.charWidth + headerMetrics.itemPadding + headerMetrics.chevron,
    );
  });

  it('is always collapsed when even the widest header is too narrow, never without items', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `Navigation item ${i}`, hasDropdown: true }));
    expect(estimateCollapseWidth({ items: many, downloadLabel: 'Download the app' })).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(estimateCollapseWidth({ items: [], downloadLabel: 'Download the app' })).toBe(0);
  });
});
