import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import type { ContentNavigationBlock } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { translate } from '../../../i18n/translate.ts';
import { createHeadingId } from '../../../lib/heading-anchors.ts';
import { useDomId } from '../../ui/use-dom-id.ts';

/**
 * The content navigation list (SPEC section 2): links to headings of this page. An anchor may be
 * written as the heading's id or as its text; both become the id by the heading-anchor rule
 * (which leaves a valid id as it is).
 */
export function ContentNavigation({ block, lang }: { block: ContentNavigationBlock; lang: Language }) {
  const titleId = useDomId('content-nav');
  if (block.links.length === 0) return null;
  return (
    <nav
      className="content-nav"
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : translate(lang, 'richText.contentNavigation')}
    >
      {block.title && (
        <p className="content-nav__title" id={titleId}>
          {block.title}
        </p>
      )}
      <ul className="content-nav__list">
        {block.links.map((link) => (
          <li key={link._uid} {...getEditableAttributes(link)}>
            <a href={`#${createHeadingId(link.anchor.replace(/^#/, ''))}`}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
