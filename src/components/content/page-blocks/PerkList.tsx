import { getLocalizedPath } from '../../../lib/links.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './lists.css';

/** The `perk_list` block: every partner benefit as a card linking to its page `/benefit/{uid}`. */
export function PerkList({ block, context }: { block: BlockOf<'perk_list'>; context: BlockContext }) {
  const { lang, content } = context;
  const perks = content.languages[lang].perks;
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <Section title={block.title} className="perk-list-block">
      <ul className="perk-list">
        {perks.map((perk) => (
          <li key={perk.uuid}>
            <article className="perk-card">
              {perk.content.image.filename && (
                <ResponsiveImage src={perk.content.image.filename} alt="" className="perk-card__image" aspectRatio={3 / 2} sizes="(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw" />
              )}
              <div className="perk-card__body">
                <p className="perk-card__meta">
                  <span className="perk-card__offer">{perk.content.offer}</span>{' '}
                  <span>{perk.content.partner}</span>
                </p>
                <Heading className="perk-card__title">
                  <a className="perk-card__link" href={getLocalizedPath(`/${perk.fullSlug}`, lang)}>
                    {perk.content.title}
                  </a>
                </Heading>
                {perk.content.excerpt && <p className="perk-card__excerpt">{perk.content.excerpt}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
