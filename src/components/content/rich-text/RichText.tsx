import { Fragment, type ReactNode } from 'react';
import type { RichText as RichTextDoc, RichTextNode } from '../../../cms/schemas/fields.ts';
import type { RichTextBlock } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { createHeadingIdFactory } from '../../../lib/heading-anchors.ts';
import { maxPluginWidth } from '../../../lib/images.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { groupLinks } from './rich-text-adapter.ts';
import { getHeadingLevel, getInlineText } from './rich-text-headings.ts';
import { applyMarks } from './rich-text-marks.tsx';
import { RichTextBlok } from './RichTextBlok.tsx';
import { Editable } from '../Editable.tsx';
import { RichTextLink } from './RichTextLink.tsx';
import { RichTextTable } from './RichTextTable.tsx';
import type { RenderContext } from './render-context.ts';
import './rich-text.css';

export interface RichTextProps {
  doc: RichTextDoc | undefined;
  lang: Language;
  className?: string;
  /** Share one factory between several documents on a page so heading ids stay unique. */
  makeHeadingId?: (text: string) => string;
}

/**
 * Storyblok rich text as HTML (SPEC section 2, "Rich text and articles"): every node and mark,
 * headings with anchor ids (SPEC section 9), links by the link-helper rules and the embedded
 * blocks. React escapes every text, so content can never inject markup.
 */
export function RichText({ doc, lang, className = 'prose', makeHeadingId }: RichTextProps) {
  if (!doc || doc.content.length === 0) return null;
  const context: RenderContext = { lang, makeHeadingId: makeHeadingId ?? createHeadingIdFactory(), renderNodes };
  return <div className={className}>{renderNodes(doc.content, context)}</div>;
}

/** A phone number must not break across lines: its spaces become no-break spaces. */
function linkText(text: string | undefined, attrs: Record<string, unknown> | undefined): string | undefined {
  const href = attrs?.['href'];
  return typeof href === 'string' && href.startsWith('tel:') ? text?.replace(/ /g, '\u00a0') : text;
}

/** Renders sibling nodes, joining adjacent text that shares a link into one `<a>`. */
function renderNodes(nodes: readonly RichTextNode[] | undefined, context: RenderContext): ReactNode[] {
  return groupLinks(nodes ?? []).map((group, index) =>
    group.link ? (
      <RichTextLink key={index} attrs={group.link.attrs} lang={context.lang}>
        {group.nodes.map((node, inner) => (
          <Fragment key={inner}>
            {applyMarks(linkText(node.text, group.link?.attrs), node.marks?.filter((mark) => mark.type !== 'link'))}
          </Fragment>
        ))}
      </RichTextLink>
    ) : (
      <RichTextNodeView key={index} node={group.nodes[0] as RichTextNode} context={context} />
    ),
  );
}

function RichTextNodeView({ node, context }: { node: RichTextNode; context: RenderContext }): ReactNode {
  const children = () => renderNodes(node.content, context);
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'doc':
      return <>{children()}</>;
    case 'text':
      return applyMarks(node.text, node.marks);
    case 'paragraph':
      return node.content?.length ? <p>{children()}</p> : null;
    case 'heading': {
      const text = getInlineText(node).trim();
      if (text === '') return null;
      const Tag = `h${getHeadingLevel(node)}` as const;
      return <Tag id={context.makeHeadingId(text)}>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul>{children()}</ul>;
    case 'ordered_list': {
      const start = Number(attrs['order']);
      return <ol start={Number.isInteger(start) && start !== 1 ? start : undefined}>{children()}</ol>;
    }
    case 'list_item':
      return <li>{children()}</li>;
    case 'blockquote':
      return <blockquote>{children()}</blockquote>;
    case 'horizontal_rule':
      return <hr />;
    case 'hard_break':
      return <br />;
    case 'code_block':
      return (
        <pre>
          <code>{children()}</code>
        </pre>
      );
    case 'image': {
      const src = typeof attrs['src'] === 'string' ? attrs['src'] : '';
      const alt = typeof attrs['alt'] === 'string' ? attrs['alt'] : '';
      return src ? <ResponsiveImage src={src} alt={alt} className="prose__image" sizes={`(min-width: ${maxPluginWidth}px) ${maxPluginWidth}px, 100vw`} /> : null;
    }
    case 'emoji': {
      const name = typeof attrs['name'] === 'string' ? attrs['name'] : '';
      return (
        <span role="img" aria-label={name}>
          {typeof attrs['emoji'] === 'string' ? attrs['emoji'] : ''}
        </span>
      );
    }
    case 'table':
      return <RichTextTable node={node} context={context} />;
    case 'tableRow':
    case 'tableCell':
    case 'tableHeader':
      // Only reachable from a table, which renders its own rows and cells.
      return null;
    case 'blok': {
      // mapStory has validated (and replaced) every blok body against the rich-text block schemas.
      const body = (Array.isArray(attrs['body']) ? attrs['body'] : []) as RichTextBlock[];
      return (
        <>
          {body.map((block, index) => (
            <Editable key={index} block={block}>
              <RichTextBlok block={block} lang={context.lang} />
            </Editable>
          ))}
        </>
      );
    }
  }
}
