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
  /** Values after the horizon at the style's expected return, the figure the page shows. */
  projection: { bank: number; typical: number };
}

export interface ComparisonInput {
  amount: number;
  years: number;
  bankFeePercent: number;
  typicalFeePercent: number;
  /** The chosen style's expected return, as the page shows it beside the style. */
  expectedReturnPercent: number;
}

/**
 * Compares the two fee schedules at the style's expected return r (the figure shown on the page).
 * With amount A, yearly fee f and n years, each year multiplies the value by g = (1 + r) × (1 − f):
 *
 *   value after n years   V(n) = A × g^n                           (the projection)
 *   fee of year k         C(k) = A × g^(k−1) × (1 + r) × f
 *   total cost            T    = C(1) + … + C(n)
 *
 * Example (worked by hand in calculators.test.ts): A = 100'000, r = 2.5 %, f = 0.6 %, n = 10:
 * g = 1.025 × 0.994 = 1.01885, V(10) = 100'000 × 1.01885^10 = 120'532.04, C(1) = 615.00.
 */
export function compareCosts(input: ComparisonInput): CostComparison {
  const scenario = (feePercent: number) =>
    computeCosts({
      amount: input.amount,
      years: input.years,
      feePercent,
      returnPercent: input.expectedReturnPercent,
    });
  const bank = scenario(input.bankFeePercent);
  const typical = scenario(input.typicalFeePercent);
  return {
    bank,
    typical,
    saving: typical.totalCost - bank.totalCost,
    projection: { bank: bank.finalValue, typical: typical.finalValue },
  };
}
