import { RichText } from '../rich-text/RichText.tsx';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';

/** A titled run of rich text. */
export function TextBlock({ block, context }: { block: BlockOf<'text_block'>; context: BlockContext }) {
  return (
    <Section title={block.title} className="text-block">
      <RichText doc={block.text} lang={context.lang} makeHeadingId={context.makeHeadingId} />
    </Section>
  );
}
