import type { ReactNode } from 'react';
import type { RichTextMark } from '../../../cms/schemas/fields.ts';

/**
 * Wraps text in the elements of its marks, the first mark outermost. Links are left to the caller
 * (adjacent text with one link becomes one `<a>`). Colours from `textStyle` and `highlight` are
 * not applied: the site's palette keeps contrast at AA and the CSP allows no inline styles.
 */
export function applyMarks(text: ReactNode, marks: readonly RichTextMark[] | undefined): ReactNode {
  let result = text;
  for (const mark of [...(marks ?? [])].reverse()) result = wrapMark(result, mark);
  return result;
}

function wrapMark(children: ReactNode, mark: RichTextMark): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'code':
      return <code>{children}</code>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'highlight':
      return <mark>{children}</mark>;
    case 'anchor': {
      const id = mark.attrs?.['id'];
      return typeof id === 'string' && id !== '' ? <span id={id}>{children}</span> : children;
    }
    case 'link':
    case 'textStyle':
    case 'styled':
      return children;
  }
}
