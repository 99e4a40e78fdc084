import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import { LinkButtons } from '../blocks/LinkButtonBlock.tsx';
import { gridColumnsClass } from './grid-columns.ts';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './page-blocks.css';

/** Ways to reach the bank, each a card with a title, a sentence and its button. */
export function ContactOptions({ block, context }: { block: BlockOf<'contact_options'>; context: BlockContext }) {
  return (
    <Section title={block.title}>
      <ul className={`card-grid ${gridColumnsClass(block.items.length)}`}>
        {block.items.map((item) => (
          <li key={item._uid} className="card" {...getEditableAttributes(item)}>
            <h3 className="card__title">{item.title}</h3>
            {item.text && <p className="card__text">{item.text}</p>}
            <div className="card__actions">
              <LinkButtons buttons={item.button} lang={context.lang} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
