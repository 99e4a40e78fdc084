import type { TableBlock as TableBlockData } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { translate } from '../../../i18n/translate.ts';
import './table.css';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

export interface TableBlockProps {
  block: TableBlockData;
  lang: Language;
}

/**
 * The CMS table block (SPEC section 3): the `thead` cells as column headers, each `tbody` row as
 * a row. Wide tables scroll sideways inside a focusable region so keyboard users can scroll too.
 */
export function TableBlock({ block, lang }: TableBlockProps) {
  const { thead, tbody } = block.table;
  const columns = thead.map((cell) => cell.value.trim()).filter(Boolean);
  const label = translate(lang, 'richText.table', { columns: columns.join(', ') });
  return (
    <ScrollRegion label={label} hint={translate(lang, 'richText.scrollHint')}>
      <table className="content-table">
        {thead.length > 0 && (
          <thead>
            <tr>
              {thead.map((cell, index) => (
                <th key={cell._uid ?? index} scope="col">
                  {cell.value}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {tbody.map((row, rowIndex) => (
            <tr key={row._uid ?? rowIndex}>
              {row.body.map((cell, index) => (
                <td key={cell._uid ?? index}>{cell.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
