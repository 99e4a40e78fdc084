import { LinkButtonGroup } from '../blocks/LinkButtonBlock.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { RichText } from '../rich-text/RichText.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './image-text.css';

/** Text and buttons beside a picture on the side the editor chose; on phones the picture follows the text. */
export function ImageText({ block, context }: { block: BlockOf<'image_text'>; context: BlockContext }) {
  const image = block.image.filename;
  return (
    <section className={`image-text image-text--${block.image_position}`}>
      <div className="container image-text__inner">
        <div className="image-text__text">
          <h2 className="image-text__title">{block.title}</h2>
          <RichText doc={block.text} lang={context.lang} makeHeadingId={context.makeHeadingId} />
          <LinkButtonGroup buttons={block.buttons} lang={context.lang} />
        </div>
        {image && (
          <ResponsiveImage
            src={image}
            alt={block.image.alt ?? ''}
            className="image-text__image"
            sizes="(min-width: 1024px) 34rem, 100vw"
          />
        )}
      </div>
    </section>
  );
}
