import type { RichTextMark, RichTextNode } from '../../../cms/schemas/fields.ts';

// Storyblok's own rendering rules for links and table heads, as its SDK (@storyblok/richtext)
// applies them; written out here because the SDK brings a whole editor (tiptap, prosemirror,
// emoji data) for two loops.

/** A run of nodes to render: one node, or adjacent text nodes that share the same link. */
export interface NodeGroup {
  nodes: RichTextNode[];
  link: RichTextMark | undefined;
}

function linkMark(node: RichTextNode | undefined): RichTextMark | undefined {
  if (node?.type !== 'text') return undefined;
  return node.marks?.find((mark) => mark.type === 'link');
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], bRecord[key]));
}

/** Groups adjacent text nodes with an identical link mark (same attributes) into one link. */
export function groupLinks(nodes: readonly RichTextNode[]): NodeGroup[] {
  const groups: NodeGroup[] = [];
  let index = 0;
  while (index < nodes.length) {
    const link = linkMark(nodes[index]);
    let end = index + 1;
    while (link && end < nodes.length) {
      const next = linkMark(nodes[end]);
      if (!next || !deepEqual(link.attrs ?? {}, next.attrs ?? {})) break;
      end += 1;
    }
    groups.push({ nodes: nodes.slice(index, end), link });
    index = end;
  }
  return groups;
}

const isHeaderRow = (row: RichTextNode) =>
  row.type === 'tableRow' && !!row.content?.length && row.content.every((cell) => cell.type === 'tableHeader');

/** Splits a table's rows into the leading all-header rows (thead) and the rest (tbody). */
export function splitRows(rows: readonly RichTextNode[] | undefined): { head: RichTextNode[]; body: RichTextNode[] } {
  const list = rows ?? [];
  let headerEnd = 0;
  while (headerEnd < list.length && isHeaderRow(list[headerEnd]!)) headerEnd += 1;
  return { head: list.slice(0, headerEnd), body: list.slice(headerEnd) };
}
