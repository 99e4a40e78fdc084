/**
 * Money as a page of `lang` writes it, done independently of src/lib/number-format.ts so the specs
 * check the site against their own arithmetic: Intl.NumberFormat('<lang>-CH') with the currency
 * code, 2 decimals (cents rounded half away from zero), zero as `0`.
 */
export function money(amount: number, lang: string, currency = 'CHF'): string {
  // The tiny nudge keeps 0.125 from landing on 0.12 through binary rounding.
  const cents = Math.round(Math.abs(amount) * 100 + 1e-6);
  const decimals = cents === 0 ? 0 : 2;
  return new Intl.NumberFormat(`${lang}-CH`, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format((amount < 0 ? -cents : cents) / 100);
}
