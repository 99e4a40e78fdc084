import type { RichTextNode } from '../../../cms/schemas/fields.ts';
import { translate } from '../../../i18n/translate.ts';
import type { RenderContext } from './render-context.ts';
import { splitRows } from './rich-text-adapter.ts';
import { getInlineText } from './rich-text-headings.ts';
import '../blocks/table.css';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const span = (value: unknown) => (typeof value === 'number' && value > 1 ? value : undefined);

function Cell({ node, context, scope }: { node: RichTextNode; context: RenderContext; scope: 'col' | 'row' }) {
  const colSpan = span(node.attrs?.['colspan']);
  const rowSpan = span(node.attrs?.['rowspan']);
  const children = context.renderNodes(node.content, context);
  return node.type === 'tableHeader' ? (
    <th scope={scope} colSpan={colSpan} rowSpan={rowSpan}>
      {children}
    </th>
  ) : (
    <td colSpan={colSpan} rowSpan={rowSpan}>
      {children}
    </td>
  );
}

function Row({ row, context, scope }: { row: RichTextNode; context: RenderContext; scope: 'col' | 'row' }) {
  return (
    <tr>
      {(row.content ?? []).map((cell, index) => (
        <Cell key={index} node={cell} context={context} scope={scope} />
      ))}
    </tr>
  );
}

/**
 * A table drawn in the rich-text editor: leading rows of header cells form the `thead` (column
 * headers); header cells further down head their row.
 */
export function RichTextTable({ node, context }: { node: RichTextNode; context: RenderContext }) {
  const { head, body } = splitRows(node.content);
  const columns = (head[0]?.content ?? []).map((cell) => getInlineText(cell).trim()).filter(Boolean);
  const label = translate(context.lang, 'richText.table', { columns: columns.join(', ') });
  return (
    <ScrollRegion label={label} hint={translate(context.lang, 'richText.scrollHint')}>
      <table className="content-table">
        {head.length > 0 && (
          <thead>
            {head.map((row, index) => (
              <Row key={index} row={row} context={context} scope="col" />
            ))}
          </thead>
        )}
        <tbody>
          {body.map((row, index) => (
            <Row key={index} row={row} context={context} scope="row" />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
