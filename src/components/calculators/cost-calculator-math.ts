/** One fee schedule applied to an investment. */
export interface CostScenario {
  /** CHF invested at the start. */
  amount: number;
  /** Whole years, 1 or more. */
  years: number;
  /** Yearly fee in percent of the portfolio's value, e.g. 0.75. */
  feePercent: number;
  /** Yearly return in percent before fees, e.g. 4 (may be negative). */
  returnPercent: number;
}

/** What a fee schedule costs over the horizon. */
export interface CostOutcome {
  /** The fee of each year, year 1 first. */
  yearlyCosts: number[];
  firstYearCost: number;
  totalCost: number;
  /** The portfolio's value after the last year's fee. */
  finalValue: number;
}

/**
 * The costs of one fee schedule. Each year the portfolio first earns its return, then the yearly
 * fee is charged on its value: fee = value × (1 + return) × fee%, and what is left grows on.
 * Example: CHF 10'000, 0 % return, 1 % fee, 2 years: 100.00 then 99.00, total 199.00.
 */
export function computeCosts({ amount, years, feePercent, returnPercent }: CostScenario): CostOutcome {
  const yearlyCosts: number[] = [];
  let value = amount;
  for (let year = 1; year <= years; year += 1) {
    value *= 1 + returnPercent / 100;
    const fee = (value * feePercent) / 100;
    yearlyCosts.push(fee);
    value -= fee;
  }
  return {
    yearlyCosts,
    firstYearCost: yearlyCosts[0] ?? 0,
    totalCost: yearlyCosts.reduce((sum, fee) => sum + fee, 0),
    finalValue: value,
  };
}

/** The bank's fees beside a typical private bank's for one investment style. */
export interface CostComparison {
  bank: CostOutcome;
  typical: CostOutcome;
  /** How much less the bank costs over the horizon (negative if it costs more). */
  saving: number;
  /** Values after the horizon at the site's roi figure, when the content asks for a projection. */
  projection?: { bank: number; typical: number };
}

export interface ComparisonInput {
  amount: number;
  years: number;
  bankFeePercent: number;
  typicalFeePercent: number;
  expectedReturnPercent: number;
  /** The site's roi figure (SPEC section 3: 15.95) used as the yearly return of the projection. */
  roiPercent?: number | undefined;
}

/** Compares the two fee schedules; the projection uses the roi figure in place of the style's return. */
export function compareCosts(input: ComparisonInput): CostComparison {
  const scenario = (feePercent: number, returnPercent: number) =>
    computeCosts({ amount: input.amount, years: input.years, feePercent, returnPercent });
  const bank = scenario(input.bankFeePercent, input.expectedReturnPercent);
  const typical = scenario(input.typicalFeePercent, input.expectedReturnPercent);
  const comparison: CostComparison = { bank, typical, saving: typical.totalCost - bank.totalCost };
  if (input.roiPercent !== undefined) {
    comparison.projection = {
      bank: scenario(input.bankFeePercent, input.roiPercent).finalValue,
      typical: scenario(input.typicalFeePercent, input.roiPercent).finalValue,
    };
  }
  return comparison;
}
