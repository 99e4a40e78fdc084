import { groupLinkNodes, splitTableRows, type StoryblokRichTextNode } from '@storyblok/richtext';
import type { RichTextMark, RichTextNode } from '../../../cms/schemas/fields.ts';

// Our schema types a node's attrs loosely (it validates content, not every attribute), while
// @storyblok/richtext types each node precisely. The helpers below only read `type`, `marks` and
// `content`, which both describe alike, so the conversion is a cast in this one place.
const toLibrary = (nodes: readonly RichTextNode[]) => nodes as unknown as StoryblokRichTextNode[];
const fromLibrary = (nodes: readonly StoryblokRichTextNode[]) => nodes as unknown as RichTextNode[];

/** A run of nodes to render: one node, or adjacent text nodes that share the same link. */
export interface NodeGroup {
  nodes: RichTextNode[];
  link: RichTextMark | undefined;
}

/** Groups adjacent text nodes with an identical link mark into one link (Storyblok's own rule). */
export function groupLinks(nodes: readonly RichTextNode[]): NodeGroup[] {
  return groupLinkNodes(toLibrary(nodes)).map((group) => ({
    nodes: fromLibrary(group.nodes),
    link: (group.linkMark ?? undefined) as RichTextMark | undefined,
  }));
}

/** Splits a table's rows into the leading all-header rows (thead) and the rest (tbody). */
export function splitRows(rows: readonly RichTextNode[] | undefined): { head: RichTextNode[]; body: RichTextNode[] } {
  const { headerRows, bodyRows } = splitTableRows(rows ? toLibrary(rows) : undefined);
  return { head: fromLibrary(headerRows), body: fromLibrary(bodyRows) };
}
