import type { TableOfContentsItem } from '../../../lib/heading-anchors.ts';
import { useDomId } from '../../ui/use-dom-id.ts';
import './table-of-contents.css';

interface TocNode {
  item: TableOfContentsItem;
  children: TocNode[];
}

/** Turns the flat, depth-tagged list into nested lists, so the outline is in the markup too. */
export function nestTableOfContents(items: readonly TableOfContentsItem[]): TocNode[] {
  const root: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while (stack.length > 0 && (stack.at(-1) as TocNode).item.depth >= item.depth) stack.pop();
    (stack.at(-1)?.children ?? root).push(node);
    stack.push(node);
  }
  return root;
}

function TocList({ nodes }: { nodes: readonly TocNode[] }) {
  return (
    <ol className="toc__list">
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.text}</a>
          {children.length > 0 && <TocList nodes={children} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * The in-page table of contents (SPEC section 2): one link per heading, indented by level. Shown
 * only when there are at least two headings: one entry is no navigation.
 */
export function TableOfContents({ items, title }: { items: readonly TableOfContentsItem[]; title: string }) {
  const titleId = useDomId('toc');
  if (items.length < 2) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <p className="toc__title" id={titleId}>
        {title}
      </p>
      <TocList nodes={nestTableOfContents(items)} />
    </nav>
  );
}
