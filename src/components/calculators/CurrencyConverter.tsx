import { getTranslator } from '../../i18n/translate.ts';
import { formatDateNumeric, parseStoryblokDate } from '../../lib/dates.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { formatNumber, formatPercent, getNumberSymbols } from '../../lib/number-format.ts';
import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { Button } from '../ui/Button.tsx';
import { getConverterPairs } from './converter-pairs.ts';
import { getConverterView, type ConverterConfig } from './currency-converter-view.ts';
import { useDomId } from '../ui/use-dom-id.ts';
import './calculators.css';

/**
 * A currency converter for one pair (SPEC: /bank/currency-converter/{uid}): an amount in, what
 * arrives with the bank beside a typical bank out, at the rate and date from content, and links to
 * the other pairs. The default amount's result is drawn on the server; the script updates it.
 */
export function CurrencyConverter({
  block,
  context,
}: {
  block: BlockOf<'currency_converter'>;
  context: BlockContext;
}) {
  const { lang, content, entry } = context;
  const t = getTranslator(lang);
  const base = useDomId('converter');
  const ids = { amount: `${base}-amount`, error: `${base}-error` };
  const pair = { from: block.from, to: block.to };
  const config: ConverterConfig = {
    ...pair,
    rate: block.rate,
    bankFee: block.bank_fee_percent,
    typicalFee: block.typical_fee_percent,
    lang,
    symbols: getNumberSymbols(lang),
    text: {
      summary: t('converter.summary', { brand: content.site.brand }),
      summaryNone: t('converter.summaryNone'),
      amountError: t('converter.amountError'),
    },
  };
  const view = getConverterView(config, block.default_amount);
  const rateDate = parseStoryblokDate(block.rate_date);
  const rate = formatNumber(block.rate, lang, { maxDecimals: 6 });
  const others = getConverterPairs(content.languages[lang]).filter((other) => other.slug !== entry.slug);
  return (
    <Section title={t('converter.title', pair)} className="converter">
      <div className="calculator__layout">
        <form
          className="calculator__form"
          data-currency-converter=""
          data-config={JSON.stringify(config)}
          noValidate
        >
          <div className="calculator__fields">
            <div className="calc-field">
              <label htmlFor={ids.amount}>{t('converter.amount', { currency: block.from })}</label>
              <input
                id={ids.amount}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                disabled
                defaultValue={formatNumber(block.default_amount, lang, { decimals: 0 })}
                aria-describedby={ids.error}
              />
              <p className="calc-field__error" id={ids.error} data-error="amount" hidden />
            </div>
            <Button type="submit" disabled>
              {t('converter.submit')}
            </Button>
          </div>
          <p className="converter__rate">
            {t('converter.rate', { ...pair, rate })}
            {rateDate && ` ${t('converter.rateDate', { date: formatDateNumeric(rateDate) })}`}
          </p>
          <noscript>
            <p className="calculator__noscript">{t('calc.noScript')}</p>
          </noscript>
        </form>
        <div className="calculator__result">
          <p className="calculator__summary" data-out="summary" aria-live="polite">
            {view.summary}
          </p>
          <dl className="converter__compare">
            <div className="converter__option converter__option--bank">
              <dt>{t('converter.with', { bank: content.site.brand })}</dt>
              <dd className="converter__received" data-out="bankReceived">
                {view.bankReceived}
              </dd>
              <dd className="converter__fee">
                {t('converter.fee', { percent: formatPercent(block.bank_fee_percent, lang) })}:{' '}
                <span data-out="bankFee">{view.bankFee}</span>
              </dd>
            </div>
            <div className="converter__option">
              <dt>{t('converter.withTypical')}</dt>
              <dd className="converter__received" data-out="typicalReceived">
                {view.typicalReceived}
              </dd>
              <dd className="converter__fee">
                {t('converter.fee', { percent: formatPercent(block.typical_fee_percent, lang) })}:{' '}
                <span data-out="typicalFee">{view.typicalFee}</span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {others.length > 0 && (
        <nav className="converter__pairs" aria-label={t('converter.otherPairs')}>
          <h3 className="converter__pairs-title">{t('converter.otherPairs')}</h3>
          <ul className="converter__pair-list">
            {others.map((other) => (
              <li key={other.slug}>
                <a className="converter__pair-link" href={getLocalizedPath(`/${other.slug}`, lang)}>
                  {t('converter.pair', { from: other.from, to: other.to })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Section>
  );
}
