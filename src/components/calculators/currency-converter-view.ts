import { formatMoney } from '../../lib/number-format.ts';
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
  const inTarget = (value: number) => formatMoney(value, config.lang, { currency: config.to });
  const template = result.difference > 0 ? config.text.summary : config.text.summaryNone;
  return {
    summary: template
      .replace('{difference}', inTarget(result.difference))
      .replace('{amount}', formatMoney(amount, config.lang, { currency: config.from })),
    bankReceived: inTarget(result.bank.received),
    typicalReceived: inTarget(result.typical.received),
    bankFee: formatMoney(result.bank.fee, config.lang, { currency: config.from }),
    typicalFee: formatMoney(result.typical.fee, config.lang, { currency: config.from }),
  };
}
