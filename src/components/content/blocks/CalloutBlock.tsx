import type { CalloutBlock as CalloutBlockData } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { getStoryLinkAttributes } from '../story-link.ts';
import './callout.css';

export interface CalloutBlockProps {
  block: CalloutBlockData;
  lang: Language;
}

/**
 * A call-out inside an article (SPEC section 2): a title, a short text, an optional link as a
 * button and an optional background image, darkened so that the white text stays readable. A
 * plain box, not an `<aside>`: several unnamed complementary landmarks would clutter the page's map.
 */
export function CalloutBlock({ block, lang }: CalloutBlockProps) {
  const link = getStoryLinkAttributes(block.link, lang);
  const background = block.background_image?.filename;
  return (
    <div className={background ? 'callout callout--image' : 'callout'}>
      {background && <ResponsiveImage src={background} alt="" className="callout__background" sizes="(min-width: 768px) 46rem, 100vw" />}
      <div className="callout__body">
        {block.title && <p className="callout__title">{block.title}</p>}
        {block.text && <p className="callout__text">{block.text}</p>}
        {link && (
          <ButtonLink {...link} variant={background ? 'fillPrimaryBlur' : 'fillPrimaryContent'} size="small">
            {block.link_title?.trim() || block.title}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
