import { describe, expect, it } from 'vitest';
import type { CostCalculatorConfig } from './cost-calculator-config.ts';
import { compareCosts, computeCosts } from './cost-calculator-math.ts';
import { getCostCalculatorView } from './cost-calculator-view.ts';
import { compareConversions, convertCurrency } from './currency-converter-math.ts';
import { getConverterView } from './currency-converter-view.ts';
import { formatMoney, getNumberSymbols } from '../../lib/number-format.ts';

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
  it('sets the bank beside a typical private bank and projects at the style’s expected return', () => {
    const result = compareCosts({
      amount: 100_000,
      years: 1,
      bankFeePercent: 0.75,
      typicalFeePercent: 1.5,
      expectedReturnPercent: 4,
    });
    expect(result.bank.totalCost).toBeCloseTo(780, 9);
    expect(result.typical.totalCost).toBeCloseTo(1_560, 9);
    expect(result.saving).toBeCloseTo(780, 9);
    // 100'000 × 1.04 × (1 − 0.0075) = 103'220; × (1 − 0.015) = 102'440.
    expect(result.projection.bank).toBeCloseTo(103_220, 6);
    expect(result.projection.typical).toBeCloseTo(102_440, 6);
  });

  it('projects 100’000 at 2.5 % return and 0.6 % fee over 10 years (worked by hand)', () => {
    // g = 1.025 × 0.994 = 1.01885 (one year's growth after the fee)
    // g² = 1.0380553225; g⁴ = (g²)² = 1.07755885257...; g⁵ = g⁴ × g = 1.09787083694...
    // g¹⁰ = (g⁵)² = 1.20532037460...; value after 10 years = 100'000 × g¹⁰ = 120'532.04
    // Year 1 fee: 100'000 × 1.025 × 0.006 = 615.00
    // Total fees: 615 × (g¹⁰ − 1) / (g − 1) = 615 × 0.20532037460 / 0.01885 = 6'698.78
    const result = compareCosts({
      amount: 100_000,
      years: 10,
      bankFeePercent: 0.6,
      typicalFeePercent: 0.6,
      expectedReturnPercent: 2.5,
    });
    expect(result.bank.firstYearCost).toBeCloseTo(615, 9);
    expect(result.bank.totalCost).toBeCloseTo(6_698.78, 2);
    expect(result.projection.bank).toBeCloseTo(120_532.04, 2);
    // Never the ~15.95 % roi figure: that would give 100'000 × (1.1595 × 0.994)^10 ≈ 425'000.
    expect(result.projection.bank).toBeLessThan(130_000);
  });

  it('projects a loss for a negative return: 50’000, −1 %, 1 %, 2 years', () => {
    // g = 0.99 × 0.99 = 0.9801; 50'000 × 0.9801² = 50'000 × 0.96059601 = 48'029.8005
    const result = compareCosts({
      amount: 50_000,
      years: 2,
      bankFeePercent: 1,
      typicalFeePercent: 2,
      expectedReturnPercent: -1,
    });
    expect(result.projection.bank).toBeCloseTo(48_029.8005, 6);
  });
});

describe('getCostCalculatorView', () => {
  const config: CostCalculatorConfig = {
    minAmount: 1_000,
    maxAmount: 5_000_000,
    maxYears: 40,
    lang: 'en',
    symbols: getNumberSymbols('en'),
    showProjection: true,
    styles: [
      {
        id: 'balanced',
        name: 'Balanced',
        bankFee: 0.75,
        typicalFee: 1.5,
        expectedReturn: 4,
        bankFeeText: '0.75%',
        typicalFeeText: '1.5%',
        expectedReturnText: '4%',
      },
    ],
    text: {
      caption: 'Costs for {amount} over {period}, {style}',
      projection: 'Projected value at {rate} a year',
      oneYear: '1 year',
      manyYears: '{n} years',
      summarySaving: 'With Velora you pay {saving} less in fees over {period}.',
      summaryNoSaving: 'Over {period}, your fees with Velora come to {total}.',
      amountError: '',
      yearsError: '',
    },
  };
  const nbsp = '\u00a0';

  it('writes money as the page language writes it', () => {
    const view = getCostCalculatorView(config, { amount: 100_000, years: 2, styleId: 'balanced' });
    expect(view.caption).toBe(`Costs for ${formatMoney(100_000, 'en')} over 2 years, Balanced`);
    expect(view.bankFirst).toBe(`CHF${nbsp}780.00`);
    expect(view.bankTotal).toBe(formatMoney(1_585.116, 'en'));
    expect(view.summary).toMatch(/^With Velora you pay CHF\u00a0[\d']+\.\d\d less in fees over 2 years\.$/);
  });

  it('labels the projection with the chosen style’s return and projects at it', () => {
    const view = getCostCalculatorView(config, { amount: 100_000, years: 1, styleId: 'nope' });
    expect(view.caption).toContain('over 1 year,');
    expect(view.projectionLabel).toBe('Projected value at 4% a year');
    expect(view.bankProjection).toBe(formatMoney(103_220, 'en'));
  });

  it('writes French amounts the French way', () => {
    const fr = { ...config, lang: 'fr' as const, symbols: getNumberSymbols('fr') };
    const view = getCostCalculatorView(fr, { amount: 100_000, years: 1, styleId: '' });
    expect(view.bankFirst).toBe(formatMoney(780, 'fr'));
    expect(view.bankFirst).toMatch(/CHF$/);
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
        lang: 'en',
        symbols: getNumberSymbols('en'),
        text: { summary: '{difference} more for {amount}', summaryNone: '', amountError: '' },
      },
      1_000,
    );
    expect(view).toEqual({
      summary: `${formatMoney(15.75, 'en', { currency: 'EUR' })} more for ${formatMoney(1_000, 'en')}`,
      bankReceived: formatMoney(1_044.75, 'en', { currency: 'EUR' }),
      typicalReceived: formatMoney(1_029, 'en', { currency: 'EUR' }),
      bankFee: formatMoney(5, 'en'),
      typicalFee: formatMoney(20, 'en'),
    });
    expect(view.bankFee).toBe('CHF\u00a05.00');
  });
});
