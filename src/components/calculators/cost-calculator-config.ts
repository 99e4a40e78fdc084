import type { CostCalculatorBlock } from '../../cms/schemas/page-blocks.ts';
import type { Language } from '../../i18n/languages.ts';
import { formatPercent } from './format-percent.ts';

/** What the calculator's script needs, written into the form's `data-config` attribute as JSON. */
export interface CostCalculatorConfig {
  minAmount: number;
  maxAmount: number;
  maxYears: number;
  /** The projection's yearly return in percent (the site's roi), when the content asks for one. */
  roi?: number;
  styles: {
    id: string;
    name: string;
    bankFee: number;
    typicalFee: number;
    expectedReturn: number;
    /** The fees as the page's language writes percentages. */
    bankFeeText: string;
    typicalFeeText: string;
  }[];
  /** UI strings with `{placeholders}` the script fills in. */
  text: {
    caption: string;
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
  options: { roi: number; lang: Language; text: CostCalculatorConfig['text'] },
): CostCalculatorConfig {
  const { roi, lang, text } = options;
  return {
    minAmount: block.min_amount,
    maxAmount: block.max_amount,
    maxYears: block.max_years,
    ...(block.show_projection ? { roi } : {}),
    styles: block.styles.map((style) => ({
      id: style._uid,
      name: style.name,
      bankFee: style.bank_fee_percent,
      typicalFee: style.typical_fee_percent,
      expectedReturn: style.expected_return_percent,
      bankFeeText: formatPercent(style.bank_fee_percent, lang),
      typicalFeeText: formatPercent(style.typical_fee_percent, lang),
    })),
    text,
  };
}
