import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { FaqJsonLd } from './FaqJsonLd.tsx';

/** The `faq_list` page block: a titled accordion of questions, with its FAQPage JSON-LD. */
export function FaqListBlock({ block, context }: { block: BlockOf<'faq_list'>; context: BlockContext }) {
  return (
    <Section title={block.title} className="faq-list-block">
      <FaqAccordion items={block.items} lang={context.lang} group="faq" />
      <FaqJsonLd items={block.items} />
    </Section>
  );
}
