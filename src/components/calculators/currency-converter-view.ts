import { formatMoney, type NumberSymbols } from '../../lib/number-format.ts';
import { compareConversions } from './currency-converter-math.ts';

/** What the converter's script needs, written into the form's `data-config` attribute as JSON. */
export interface ConverterConfig {
  from: string;
  to: string;
  rate: number;
  bankFee: number;
  typicalFee: number;
  /** The page's language, for the amounts the script writes. */
  lang: string;
  /** The build's separators, so the browser's redrawn figures match the server's. */
  symbols: NumberSymbols;
  /** UI strings with `{placeholders}` the script fills in. */
  text: { summary: string; summaryNone: string; amountError: string };
}

/** Every text the converter's result shows, keyed by the `data-out` name of its element. */
export interface ConverterView {
  summary: string;
  bankReceived: string;
  typicalReceived: string;
  bankFee: string;
  typicalFee: string;
}

/**
 * The result texts for an amount: the same function draws the default on the server and every
 * update in the browser. Amounts as the page's language writes money, each with its currency's code.
 */
export function getConverterView(config: ConverterConfig, amount: number): ConverterView {
  const result = compareConversions(amount, config.rate, config.bankFee, config.typicalFee);
  const money = (value: number, currency: string) =>
    formatMoney(value, config.lang, { currency, symbols: config.symbols });
  const inTarget = (value: number) => money(value, config.to);
  const template = result.difference > 0 ? config.text.summary : config.text.summaryNone;
  return {
    summary: template
      .replace('{difference}', inTarget(result.difference))
      .replace('{amount}', money(amount, config.from)),
    bankReceived: inTarget(result.bank.received),
    typicalReceived: inTarget(result.typical.received),
    bankFee: money(result.bank.fee, config.from),
    typicalFee: money(result.typical.fee, config.from),
  };
}
