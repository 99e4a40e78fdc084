import type { ReactNode } from 'react';
import type { RichText as RichTextDoc } from '../../cms/schemas/fields.ts';
import { translate } from '../../i18n/translate.ts';
import { RichText } from '../content/rich-text/RichText.tsx';
import { getRichTextTableOfContents } from '../content/rich-text/rich-text-headings.ts';
import { TableOfContents } from '../content/rich-text/TableOfContents.tsx';
import type { BlockContext } from '../content/page-blocks/types.ts';
import './templates.css';

export interface LongFormLayoutProps {
  doc: RichTextDoc;
  context: BlockContext;
  /** Anything after the text, inside the text column (a source link, buttons). */
  after?: ReactNode;
}

/**
 * The body of a long read (blog post, article, legal document): the rich text with its table of
 * contents, before the text on phones and in a sticky column beside it on wide screens. The
 * table of contents and the text get their heading ids from fresh factories over the same
 * headings in the same order, so every entry points at its heading.
 */
export function LongFormLayout({ doc, context, after }: LongFormLayoutProps) {
  const toc = getRichTextTableOfContents(doc);
  const hasToc = toc.length >= 2;
  return (
    <div className={hasToc ? 'container long-form long-form--toc' : 'container long-form'}>
      {hasToc && (
        <div className="long-form__toc">
          <TableOfContents items={toc} title={translate(context.lang, 'toc.title')} />
        </div>
      )}
      <div className="long-form__text">
        <RichText doc={doc} lang={context.lang} />
        {after}
      </div>
    </div>
  );
}
