import type { ExcerptBlock as ExcerptBlockData } from '../../../cms/schemas/rich-text-blocks.ts';

/** A pulled quote (SPEC section 2, "excerpt quote"), with its author when the editor named one. */
export function ExcerptBlock({ block }: { block: ExcerptBlockData }) {
  const author = block.author?.trim();
  return (
    <figure className="excerpt">
      <blockquote className="excerpt__quote">
        <p>{block.text}</p>
      </blockquote>
      {author && <figcaption className="excerpt__author">{author}</figcaption>}
    </figure>
  );
}
