import type { StringKey } from '../../i18n/translate.ts';
import type { CostCalculatorView } from './cost-calculator-view.ts';
import { ScrollRegion } from '../ui/ScrollRegion.tsx';
import { useDomId } from '../ui/use-dom-id.ts';

export interface CostResultTableProps {
  view: CostCalculatorView;
  brand: string;
  t: (key: StringKey, params?: Record<string, string | number>) => string;
  showProjection: boolean;
}

/**
 * The calculator's result: a sentence that screen readers hear on every change (a live region),
 * then the bank beside a typical private bank. `data-out` names what the script updates.
 */
export function CostResultTable({ view, brand, t, showProjection }: CostResultTableProps) {
  const noteId = useDomId('calc-note');
  const row = (
    label: string,
    bank: keyof CostCalculatorView,
    typical: keyof CostCalculatorView,
    labelOut?: keyof CostCalculatorView,
  ) => (
    <tr>
      <th scope="row" data-out={labelOut}>
        {label}
      </th>
      <td data-out={bank}>{view[bank]}</td>
      <td data-out={typical}>{view[typical]}</td>
    </tr>
  );
  return (
    <div className="calculator__result">
      <p className="calculator__summary" data-out="summary" aria-live="polite">
        {view.summary}
      </p>
      <ScrollRegion labelledBy={`${noteId}-caption`} hint={t('richText.scrollHint')}>
        <table className="content-table calculator__table" aria-describedby={noteId}>
          <caption id={`${noteId}-caption`} data-out="caption">
            {view.caption}
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{brand}</th>
              <th scope="col">{t('calc.typicalBank')}</th>
            </tr>
          </thead>
          <tbody>
            {row(t('calc.feeRow'), 'bankFee', 'typicalFee')}
            {row(t('calc.firstYear'), 'bankFirst', 'typicalFirst')}
            {row(t('calc.total'), 'bankTotal', 'typicalTotal')}
            {showProjection &&
              row(view.projectionLabel, 'bankProjection', 'typicalProjection', 'projectionLabel')}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="calculator__note" id={noteId}>
        {t('calc.assumptions')}
        {showProjection && ` ${t('calc.projectionNote')}`}
      </p>
    </div>
  );
}
