import { formatMoney } from '../../lib/number-format.ts';
import type { CostCalculatorConfig } from './cost-calculator-config.ts';
import { compareCosts } from './cost-calculator-math.ts';
import { formatYears } from './format-years.ts';

/** The visitor's choices. */
export interface CostCalculatorState {
  amount: number;
  years: number;
  styleId: string;
}

/** Every text the result shows, keyed by the `data-out` name of the element that shows it. */
export interface CostCalculatorView {
  caption: string;
  summary: string;
  bankFee: string;
  typicalFee: string;
  bankFirst: string;
  typicalFirst: string;
  bankTotal: string;
  typicalTotal: string;
  projectionLabel: string;
  bankProjection: string;
  typicalProjection: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/**
 * The result texts for a state: the same function draws the default result on the server and
 * every update in the browser, so both always agree. Money as the page's language writes it.
 */
export function getCostCalculatorView(
  config: CostCalculatorConfig,
  state: CostCalculatorState,
): CostCalculatorView {
  const style = config.styles.find((candidate) => candidate.id === state.styleId) ?? config.styles[0];
  if (!style) throw new Error('A cost calculator needs at least one investment style in its content.');
  const result = compareCosts({
    amount: state.amount,
    years: state.years,
    bankFeePercent: style.bankFee,
    typicalFeePercent: style.typicalFee,
    expectedReturnPercent: style.expectedReturn,
  });
  const money = (amount: number) => formatMoney(amount, config.lang, { symbols: config.symbols });
  const period = formatYears(state.years, config.text.oneYear, config.text.manyYears);
  const values = {
    amount: money(state.amount),
    period,
    style: style.name,
    saving: money(result.saving),
  };
  return {
    caption: fill(config.text.caption, values),
    summary: fill(result.saving > 0 ? config.text.summarySaving : config.text.summaryNoSaving, {
      ...values,
      total: money(result.bank.totalCost),
    }),
    bankFee: style.bankFeeText,
    typicalFee: style.typicalFeeText,
    bankFirst: money(result.bank.firstYearCost),
    typicalFirst: money(result.typical.firstYearCost),
    bankTotal: money(result.bank.totalCost),
    typicalTotal: money(result.typical.totalCost),
    projectionLabel: fill(config.text.projection, { rate: style.expectedReturnText }),
    bankProjection: config.showProjection ? money(result.projection.bank) : '',
    typicalProjection: config.showProjection ? money(result.projection.typical) : '',
  };
}
