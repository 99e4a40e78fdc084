/**
 * The one place where the site writes numbers, percentages and amounts: always as
 * `Intl.NumberFormat('<lang>-CH')` writes them, so every figure on a page of one language has the
 * same separators, the same percent style and a no-break space between amount and currency (Intl
 * writes U+00A0 or U+202F there, so "CHF" never wraps alone onto the next line).
 * Languages are the site's codes (`en`, `de`, `fr`, `it`); this module imports nothing from them.
 */

/** The Swiss locale of a site language: `de` -> `de-CH`. */
export function numberLocale(lang: string): string {
  return `${lang}-CH`;
}

/**
 * The thousands and decimal separators of a language. Browsers bundle other ICU data than Node
 * (Chromium writes fr-CH thousands with a narrow space, Node 24 with an apostrophe): a script that
 * redraws figures in the browser passes the symbols the build used, so the page never mixes two.
 */
export interface NumberSymbols {
  group: string;
  decimal: string;
  /**
   * Per currency code: Swiss locales write money with other separators than plain numbers
   * (fr-CH: "1'065.50 CHF" but "0,5"), and en-CH groups CHF with ' but EUR with ,.
   */
  money: Record<string, { group: string; decimal: string }>;
}

/** The site's currencies, whose separators {@link getNumberSymbols} records. */
export const siteCurrencies = ['CHF', 'EUR', 'USD', 'GBP'] as const;

/** The separators this runtime's Intl writes for `lang`, for plain numbers and for money. */
export function getNumberSymbols(
  lang: string,
  currencies: readonly string[] = siteCurrencies,
): NumberSymbols {
  const symbolsOf = (options: Intl.NumberFormatOptions) => {
    const parts = new Intl.NumberFormat(numberLocale(lang), {
      minimumFractionDigits: 2,
      ...options,
    }).formatToParts(1234567.5);
    const find = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
    return { group: find('group'), decimal: find('decimal') };
  };
  const money = Object.fromEntries(
    currencies.map((currency) => [currency, symbolsOf({ style: 'currency', currency })]),
  );
  return { ...symbolsOf({}), money };
}

/** Decimals of a formatted figure: exactly `decimals`, or between `minDecimals` and `maxDecimals`. */
export interface DecimalOptions {
  decimals?: number;
  minDecimals?: number;
  maxDecimals?: number;
  /** Separators to write instead of this runtime's (see {@link NumberSymbols}). */
  symbols?: NumberSymbols | undefined;
}

function render(
  format: Intl.NumberFormat,
  value: number,
  symbols: NumberSymbols | undefined,
  currency?: string,
): string {
  const own = currency === undefined ? symbols : symbols?.money[currency];
  if (!own) return format.format(value);
  const { group, decimal } = own;
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value))
    .join('');
}

function fractionDigits(options: DecimalOptions, fallbackMin: number, fallbackMax: number) {
  const min = options.decimals ?? options.minDecimals ?? fallbackMin;
  const max = options.decimals ?? options.maxDecimals ?? Math.max(min, fallbackMax);
  for (const digits of [min, max]) {
    if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
      throw new RangeError(`Number formats need 0 to 20 decimals, got ${digits}.`);
    }
  }
  return { minimumFractionDigits: min, maximumFractionDigits: Math.max(min, max) };
}

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${what} needs a finite number, got ${value}; check the calculation feeding it.`);
  }
}

/**
 * Rounds half away from zero at `decimals` places. Going through the decimal exponent ("1.005e2")
 * instead of multiplying avoids binary artefacts: 1.005 * 100 is 100.49999..., but 1.005e2 is 100.5.
 */
export function roundHalfAwayFromZero(amount: number, decimals: number): number {
  const magnitude = Math.round(Number(`${Math.abs(amount)}e${decimals}`));
  const rounded = Number(`${magnitude}e-${decimals}`);
  return amount < 0 ? -rounded : rounded;
}

/** A plain number as `lang` writes it: `formatNumber(52000, 'de')` is "52'000" (Intl's grouping). */
export function formatNumber(value: number, lang: string, options: DecimalOptions = {}): string {
  assertFinite(value, 'formatNumber');
  return render(
    new Intl.NumberFormat(numberLocale(lang), fractionDigits(options, 0, 3)),
    value,
    options.symbols,
  );
}

/**
 * A percentage given in percent (0.6 means 0.6 %) as `lang` writes it: "0.6%" in de-CH,
 * "0,6%" in fr-CH (whatever Intl's data for the locale say). Up to 2 decimals unless told.
 */
export function formatPercent(value: number, lang: string, options: DecimalOptions = {}): string {
  assertFinite(value, 'formatPercent');
  const digits = fractionDigits(options, 0, 2);
  // Scaling by 100 through the exponent keeps 0.6 from becoming 0.006000000000000001.
  const format = new Intl.NumberFormat(numberLocale(lang), { style: 'percent', ...digits });
  return render(format, Number(`${value}e-2`), options.symbols);
}

/** Options of {@link formatMoney}. */
export interface MoneyFormatOptions {
  /** ISO currency code; CHF by default. Always written as the code, never as a symbol. */
  currency?: string;
  /** Digits after the decimal point; 2 by default (SPEC section 9). */
  decimals?: number;
  /** Separators to write instead of this runtime's (see {@link NumberSymbols}). */
  symbols?: NumberSymbols | undefined;
}

/**
 * An amount as `lang` writes money (SPEC section 9: 2 decimals, zero shown as `0`):
 * `formatMoney(1234.5, 'de')` is "CHF 1'234.50", in French "1'234.50 CHF", always with the
 * no-break space Intl puts between code and amount. Rounding is half away from zero
 * (1.005 -> 1.01); an amount that rounds to zero is "CHF 0". Throws a RangeError for NaN or
 * infinite amounts, which are bugs upstream, not money.
 */
export function formatMoney(amount: number, lang: string, options: MoneyFormatOptions = {}): string {
  const { currency = 'CHF', decimals = 2, symbols } = options;
  assertFinite(amount, 'formatMoney');
  fractionDigits({ decimals }, 0, 0);
  const rounded = roundHalfAwayFromZero(amount, decimals) + 0;
  const shown = rounded === 0 ? 0 : decimals;
  const format = new Intl.NumberFormat(numberLocale(lang), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  });
  return render(format, rounded, symbols, currency);
}
