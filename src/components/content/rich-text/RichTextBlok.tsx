import type { RichTextBlock } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { CalloutBlock } from '../blocks/CalloutBlock.tsx';
import { ContentNavigation } from '../blocks/ContentNavigation.tsx';
import { ExcerptBlock } from '../blocks/ExcerptBlock.tsx';
import { LinkButtonBlock } from '../blocks/LinkButtonBlock.tsx';
import { getButtonAction } from '../blocks/link-button-action.ts';
import { MediaBlock } from '../blocks/MediaBlock.tsx';
import { TableBlock } from '../blocks/TableBlock.tsx';

/** One block embedded in rich text (a `blok` node), by its component. */
export function RichTextBlok({ block, lang }: { block: RichTextBlock; lang: Language }) {
  switch (block.component) {
    case 'link_button':
      // A button with nowhere to go draws nothing, not an empty paragraph.
      if (!getButtonAction(block, lang)) return null;
      return (
        <p className="prose__button">
          <LinkButtonBlock button={block} lang={lang} />
        </p>
      );
    case 'table':
      return <TableBlock block={block} lang={lang} />;
    case 'callout':
      return <CalloutBlock block={block} lang={lang} />;
    case 'media':
      return <MediaBlock block={block} lang={lang} />;
    case 'excerpt':
      return <ExcerptBlock block={block} />;
    case 'content_navigation':
      return <ContentNavigation block={block} lang={lang} />;
  }
}
