/** A conversion at one fee. */
export interface ConversionOutcome {
  /** The fee, in the currency converted from. */
  fee: number;
  /** What arrives, in the currency converted to. */
  received: number;
}

/**
 * Converts `amount` at `rate` (units of the target currency for one unit of the source) after a
 * fee of `feePercent` of the amount: received = amount × (1 − fee%) × rate.
 * Example: CHF 1'000 at 1.05 with a 0.5 % fee: fee CHF 5.00, received EUR 1'044.75.
 */
export function convertCurrency(amount: number, rate: number, feePercent: number): ConversionOutcome {
  const fee = (amount * feePercent) / 100;
  return { fee, received: (amount - fee) * rate };
}

/** The bank's conversion beside a typical bank's, and how much more arrives with the bank. */
export function compareConversions(
  amount: number,
  rate: number,
  bankFeePercent: number,
  typicalFeePercent: number,
) {
  const bank = convertCurrency(amount, rate, bankFeePercent);
  const typical = convertCurrency(amount, rate, typicalFeePercent);
  return { bank, typical, difference: bank.received - typical.received };
}
