import type { RichText, RichTextNode } from '../../../cms/schemas/fields.ts';
import { buildTableOfContents, type HeadingInput, type TableOfContentsItem } from '../../../lib/heading-anchors.ts';

/**
 * The text of an inline run as a reader sees it: text nodes joined as they are (a bold part of a
 * word stays one word), line breaks as spaces. Used for heading ids and the table of contents.
 */
export function getInlineText(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hard_break') return ' ';
  return (node.content ?? []).map(getInlineText).join('');
}

/** A heading's level on the page: 2 to 6. A level-1 heading in content becomes 2: the page has its h1. */
export function getHeadingLevel(node: RichTextNode): 2 | 3 | 4 | 5 | 6 {
  const level = Number(node.attrs?.['level']);
  if (!Number.isInteger(level) || level <= 2) return 2;
  return Math.min(level, 6) as 3 | 4 | 5 | 6;
}

/**
 * The headings of a rich-text document in reading order, as RichText renders them. Headings inside
 * embedded blocks are not part of the text's outline and are left out.
 */
export function getRichTextHeadings(doc: RichText | undefined): HeadingInput[] {
  const found: HeadingInput[] = [];
  const visit = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'heading') {
        const text = getInlineText(node).trim();
        if (text !== '') found.push({ level: getHeadingLevel(node), text });
      } else if (node.type !== 'blok') visit(node.content);
    }
  };
  visit(doc?.content);
  return found;
}

/**
 * The table of contents of a document. Its ids are the ones RichText gives the headings when it
 * renders the same document with a fresh id factory (same texts, same order).
 */
export function getRichTextTableOfContents(doc: RichText | undefined): TableOfContentsItem[] {
  return buildTableOfContents(getRichTextHeadings(doc));
}
