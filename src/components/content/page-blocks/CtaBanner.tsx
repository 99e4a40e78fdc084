import { LinkButtonGroup } from '../blocks/LinkButtonBlock.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './page-blocks.css';

/** A call to action on a navy band: title, text and buttons. */
export function CtaBanner({ block, context }: { block: BlockOf<'cta_banner'>; context: BlockContext }) {
  return (
    <section className="cta-banner">
      <div className="container cta-banner__inner">
        <h2 className="cta-banner__title">{block.title}</h2>
        {block.text && <p className="cta-banner__text">{block.text}</p>}
        <LinkButtonGroup buttons={block.buttons} lang={context.lang} />
      </div>
    </section>
  );
}
