import { LinkButtonGroup } from '../blocks/LinkButtonBlock.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './hero.css';

export interface HeroProps {
  block: BlockOf<'hero'>;
  context: BlockContext;
  /** The first block of a page is its title: an `<h1>` and an eagerly loaded (LCP) image. */
  isPageTitle: boolean;
}

/** The page hero (SPEC section 2, "Header"): a title, an optional subtitle, buttons and an image. */
export function Hero({ block, context, isPageTitle }: HeroProps) {
  const Heading = isPageTitle ? 'h1' : 'h2';
  const image = block.image?.filename;
  return (
    <section className={image ? 'hero hero--image' : 'hero'}>
      <div className="container hero__inner">
        <div className="hero__text">
          <Heading className="hero__title">{block.title}</Heading>
          {block.subtitle && <p className="hero__subtitle">{block.subtitle}</p>}
          <LinkButtonGroup buttons={block.buttons} lang={context.lang} />
        </div>
        {image && (
          <ResponsiveImage
            src={image}
            alt={block.image?.alt ?? ''}
            className="hero__image"
            sizes="(min-width: 1024px) 36rem, 100vw"
            priority={isPageTitle}
          />
        )}
      </div>
    </section>
  );
}
