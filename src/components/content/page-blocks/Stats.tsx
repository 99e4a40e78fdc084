import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import type { BlockContext, BlockOf } from './types.ts';
import './page-blocks.css';

/** Key figures: a large value over its label, as a description list. */
export function Stats({ block }: { block: BlockOf<'stats'>; context: BlockContext }) {
  return (
    <section className="stats">
      <div className="container">
        <dl className="stats__list">
          {block.items.map((item) => (
            <div key={item._uid} className="stats__item" {...getEditableAttributes(item)}>
              <dt className="stats__label">{item.label}</dt>
              <dd className="stats__value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
