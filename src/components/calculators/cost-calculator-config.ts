import type { CostCalculatorBlock } from '../../cms/schemas/page-blocks.ts';
import type { Language } from '../../i18n/languages.ts';
import { formatPercent, getNumberSymbols, type NumberSymbols } from '../../lib/number-format.ts';

/** What the calculator's script needs, written into the form's `data-config` attribute as JSON. */
export interface CostCalculatorConfig {
  minAmount: number;
  maxAmount: number;
  maxYears: number;
  /** The page's language, for the amounts the script writes. */
  lang: Language;
  /** The build's separators, so the browser's redrawn figures match the server's. */
  symbols: NumberSymbols;
  /** Whether the result shows the values after the horizon (at the style's expected return). */
  showProjection: boolean;
  styles: {
    id: string;
    name: string;
    bankFee: number;
    typicalFee: number;
    expectedReturn: number;
    /** The fees and the return as the page's language writes percentages. */
    bankFeeText: string;
    typicalFeeText: string;
    expectedReturnText: string;
  }[];
  /** UI strings with `{placeholders}` the script fills in. */
  text: {
    caption: string;
    /** The projection row's label, with `{rate}` for the style's expected return. */
    projection: string;
    oneYear: string;
    manyYears: string;
    summarySaving: string;
    summaryNoSaving: string;
    amountError: string;
    yearsError: string;
  };
}

/** The calculator's parameters, all from content (SPEC: parameters come from content, not code). */
export function getCostCalculatorConfig(
  block: CostCalculatorBlock,
  options: { lang: Language; text: CostCalculatorConfig['text'] },
): CostCalculatorConfig {
  const { lang, text } = options;
  return {
    minAmount: block.min_amount,
    maxAmount: block.max_amount,
    maxYears: block.max_years,
    lang,
    symbols: getNumberSymbols(lang),
    showProjection: block.show_projection,
    styles: block.styles.map((style) => ({
      id: style._uid,
      name: style.name,
      bankFee: style.bank_fee_percent,
      typicalFee: style.typical_fee_percent,
      expectedReturn: style.expected_return_percent,
      bankFeeText: formatPercent(style.bank_fee_percent, lang),
      typicalFeeText: formatPercent(style.typical_fee_percent, lang),
      expectedReturnText: formatPercent(style.expected_return_percent, lang),
    })),
    text,
  };
}
