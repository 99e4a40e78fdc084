import { getTranslator } from '../../i18n/translate.ts';
import { formatMoney, formatNumber } from '../../lib/number-format.ts';
import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { Button } from '../ui/Button.tsx';
import { getCostCalculatorConfig } from './cost-calculator-config.ts';
import { getCostCalculatorView } from './cost-calculator-view.ts';
import { CostResultTable } from './CostResultTable.tsx';
import { StyleChoice } from './StyleChoice.tsx';
import { useDomId } from '../ui/use-dom-id.ts';
import './calculators.css';

/**
 * The investment cost calculator (SPEC: /investment/cost-calculator): amount, horizon and style
 * in, the bank's costs beside a typical private bank's out, with the values after the horizon at
 * the chosen style's expected return (the figure shown beside the style) when the content asks. The server draws the result for the content's defaults, so the
 * page makes sense without JavaScript; cost-calculator.client.ts recalculates on every change.
 */
export function CostCalculator({
  block,
  context,
}: {
  block: BlockOf<'cost_calculator'>;
  context: BlockContext;
}) {
  const { lang, content } = context;
  const t = getTranslator(lang);
  const base = useDomId('calc');
  const ids = {
    amount: `${base}-amount`,
    years: `${base}-years`,
    amountHint: `${base}-amount-hint`,
    yearsHint: `${base}-years-hint`,
    amountError: `${base}-amount-error`,
    yearsError: `${base}-years-error`,
  };
  const limit = (amount: number) => formatMoney(amount, lang, { decimals: 0 });
  const limits = { min: limit(block.min_amount), max: limit(block.max_amount) };
  const config = getCostCalculatorConfig(block, {
    lang,
    text: {
      caption: t('calc.caption'),
      projection: t('calc.projection'),
      oneYear: t('calc.oneYear'),
      manyYears: t('calc.manyYears'),
      summarySaving: t('calc.summarySaving', { brand: content.site.brand }),
      summaryNoSaving: t('calc.summaryNoSaving', { brand: content.site.brand }),
      amountError: t('calc.amountError', limits),
      yearsError: t('calc.yearsError', { max: block.max_years }),
    },
  });
  // The content orders the styles; its first is the default choice.
  const defaultStyle = config.styles[0];
  const view = getCostCalculatorView(config, {
    amount: block.default_amount,
    years: block.default_years,
    styleId: defaultStyle?.id ?? '',
  });
  return (
    <Section title={block.title} className="calculator">
      <div className="calculator__layout">
        <form
          className="calculator__form"
          data-cost-calculator=""
          data-config={JSON.stringify(config)}
          noValidate
        >
          {/* The script enables the controls: without it they could not change the result. */}
          <div className="calculator__fields">
            <div className="calc-field">
              <label htmlFor={ids.amount}>{t('calc.amount')}</label>
              <input
                id={ids.amount}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                disabled
                defaultValue={formatNumber(block.default_amount, lang, { decimals: 0 })}
                aria-describedby={`${ids.amountHint} ${ids.amountError}`}
              />
              <p className="calc-field__hint" id={ids.amountHint}>
                {t('calc.amountHint', limits)}
              </p>
              <p className="calc-field__error" id={ids.amountError} data-error="amount" hidden />
            </div>
            <div className="calc-field">
              <label htmlFor={ids.years}>{t('calc.years')}</label>
              <input
                id={ids.years}
                name="years"
                type="number"
                inputMode="numeric"
                min={1}
                max={block.max_years}
                step={1}
                disabled
                defaultValue={block.default_years}
                aria-describedby={`${ids.yearsHint} ${ids.yearsError}`}
              />
              <p className="calc-field__hint" id={ids.yearsHint}>
                {t('calc.yearsHint', { max: block.max_years })}
              </p>
              <p className="calc-field__error" id={ids.yearsError} data-error="years" hidden />
            </div>
            <StyleChoice
              styles={block.styles}
              defaultId={defaultStyle?.id}
              legend={t('calc.style')}
              returnLabel={t('calc.expectedReturn')}
              lang={lang}
            />
            <Button type="submit" disabled>
              {t('calc.submit')}
            </Button>
          </div>
          <noscript>
            <p className="calculator__noscript">{t('calc.noScript')}</p>
          </noscript>
        </form>
        <CostResultTable
          view={view}
          brand={content.site.brand}
          t={t}
          showProjection={config.showProjection}
        />
      </div>
    </Section>
  );
}
