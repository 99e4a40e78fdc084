import { describe, expect, it } from 'vitest';
import type { CostCalculatorConfig } from './cost-calculator-config.ts';
import { compareCosts, computeCosts } from './cost-calculator-math.ts';
import { getCostCalculatorView } from './cost-calculator-view.ts';
import { compareConversions, convertCurrency } from './currency-converter-math.ts';
import { getConverterView } from './currency-converter-view.ts';
import { formatPercent } from './format-percent.ts';

describe('computeCosts', () => {
  it('charges the fee on the value after each year’s return (worked by hand)', () => {
    // 10'000 at 0 % return and 1 % fee: year 1 costs 100, leaving 9'900; year 2 costs 99.
    const outcome = computeCosts({ amount: 10_000, years: 2, feePercent: 1, returnPercent: 0 });
    expect(outcome.yearlyCosts).toEqual([100, 99]);
    expect(outcome.totalCost).toBe(199);
    expect(outcome.finalValue).toBe(9_801);
  });

  it('grows the portfolio before the fee', () => {
    // 100'000 grows 4 % to 104'000; 0.75 % of that is 780, leaving 103'220.
    // Year 2: 103'220 × 1.04 = 107'348.80; 0.75 % is 805.116.
    const outcome = computeCosts({ amount: 100_000, years: 2, feePercent: 0.75, returnPercent: 4 });
    expect(outcome.firstYearCost).toBeCloseTo(780, 9);
    expect(outcome.yearlyCosts[1]).toBeCloseTo(805.116, 9);
    expect(outcome.totalCost).toBeCloseTo(1_585.116, 9);
  });

  it('costs nothing for a zero fee', () => {
    expect(computeCosts({ amount: 5_000, years: 3, feePercent: 0, returnPercent: 5 }).totalCost).toBe(0);
  });
});

describe('compareCosts', () => {
  it('sets the bank beside a typical private bank and projects at the roi figure', () => {
    const result = compareCosts({
      amount: 100_000,
      years: 1,
      bankFeePercent: 0.75,
      typicalFeePercent: 1.5,
      expectedReturnPercent: 4,
      roiPercent: 15.95,
    });
    expect(result.bank.totalCost).toBeCloseTo(780, 9);
    expect(result.typical.totalCost).toBeCloseTo(1_560, 9);
    expect(result.saving).toBeCloseTo(780, 9);
    // 100'000 × 1.1595 × (1 − 0.0075) = 115'080.375; × (1 − 0.015) = 114'210.75.
    expect(result.projection?.bank).toBeCloseTo(115_080.375, 6);
    expect(result.projection?.typical).toBeCloseTo(114_210.75, 6);
  });

  it('projects nothing unless asked', () => {
    expect(
      compareCosts({ amount: 1, years: 1, bankFeePercent: 1, typicalFeePercent: 1, expectedReturnPercent: 0 })
        .projection,
    ).toBeUndefined();
  });
});

describe('getCostCalculatorView', () => {
  const config: CostCalculatorConfig = {
    minAmount: 1_000,
    maxAmount: 5_000_000,
    maxYears: 40,
    roi: 15.95,
    styles: [
      {
        id: 'balanced',
        name: 'Balanced',
        bankFee: 0.75,
        typicalFee: 1.5,
        expectedReturn: 4,
        bankFeeText: '0.75%',
        typicalFeeText: '1.5%',
      },
    ],
    text: {
      caption: 'Costs for {amount} over {period}, {style}',
      oneYear: '1 year',
      manyYears: '{n} years',
      summarySaving: 'With Velora you pay {saving} less in fees over {period}.',
      summaryNoSaving: 'Over {period}, your fees with Velora come to {total}.',
      amountError: '',
      yearsError: '',
    },
  };

  it('writes money as SPEC section 9 says', () => {
    const view = getCostCalculatorView(config, { amount: 100_000, years: 2, styleId: 'balanced' });
    expect(view.caption).toBe("Costs for CHF 100'000.00 over 2 years, Balanced");
    expect(view.bankFirst).toBe('CHF 780.00');
    expect(view.bankTotal).toBe("CHF 1'585.12");
    expect(view.typicalFirst).toBe("CHF 1'560.00");
    expect(view.summary).toMatch(/^With Velora you pay CHF [\d']+\.\d\d less in fees over 2 years\.$/);
  });

  it('says "1 year" and falls back to the first style for an unknown id', () => {
    const view = getCostCalculatorView(config, { amount: 100_000, years: 1, styleId: 'nope' });
    expect(view.caption).toContain('over 1 year,');
    expect(view.bankProjection).toBe("CHF 115'080.38");
  });
});

describe('currency conversion', () => {
  it('takes the fee off the amount, then converts (worked by hand)', () => {
    // CHF 1'000, fee 0.5 % = CHF 5; CHF 995 × 1.05 = EUR 1'044.75.
    expect(convertCurrency(1_000, 1.05, 0.5)).toEqual({ fee: 5, received: 1_044.75 });
    const compared = compareConversions(1_000, 1.05, 0.5, 2);
    expect(compared.typical.received).toBeCloseTo(1_029, 9);
    expect(compared.difference).toBeCloseTo(15.75, 9);
  });

  it('writes each amount in its currency', () => {
    const view = getConverterView(
      {
        from: 'CHF',
        to: 'EUR',
        rate: 1.05,
        bankFee: 0.5,
        typicalFee: 2,
        text: { summary: '{difference} more for {amount}', summaryNone: '', amountError: '' },
      },
      1_000,
    );
    expect(view).toEqual({
      summary: "EUR 15.75 more for CHF 1'000.00",
      bankReceived: "EUR 1'044.75",
      typicalReceived: "EUR 1'029.00",
      bankFee: 'CHF 5.00',
      typicalFee: 'CHF 20.00',
    });
  });
});

describe('formatPercent', () => {
  it('follows the page language', () => {
    expect(formatPercent(0.75, 'en')).toBe('0.75%');
    expect(formatPercent(15.95, 'de')).toMatch(/^15[.,]95\s?%$/);
  });
});
