import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import { FeatureIcon } from './FeatureIcon.tsx';
import { gridColumnsClass } from './grid-columns.ts';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './page-blocks.css';

/** A grid of product features, each with an icon, a title and a sentence. */
export function FeatureGrid({ block }: { block: BlockOf<'feature_grid'>; context: BlockContext }) {
  return (
    <Section title={block.title} intro={block.subtitle}>
      <ul className={`feature-grid ${gridColumnsClass(block.items.length)}`}>
        {block.items.map((item) => (
          <li key={item._uid} className="feature-grid__item" {...getEditableAttributes(item)}>
            <span className="feature-grid__icon">
              <FeatureIcon name={item.icon} />
            </span>
            <h3 className="feature-grid__title">{item.title}</h3>
            <p className="feature-grid__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
