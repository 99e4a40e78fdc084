import { translate } from '../../../i18n/translate.ts';
import { formatDateNumeric, parseStoryblokDate } from '../../../lib/dates.ts';
import { getLocalizedPath } from '../../../lib/links.ts';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './lists.css';

/** The `legal_list` block (the `/legal` index): every legal document with the date of its last change. */
export function LegalList({ block, context }: { block: BlockOf<'legal_list'>; context: BlockContext }) {
  const { lang, content } = context;
  return (
    <Section title={block.title} className="legal-list-block">
      <ul className="legal-list">
        {content.languages[lang].legal.map((doc) => {
          const updated = parseStoryblokDate(doc.content.updated);
          return (
            <li key={doc.uuid} className="legal-list__item">
              <a href={getLocalizedPath(`/${doc.fullSlug}`, lang)} className="legal-list__link">
                {doc.content.title}
              </a>{' '}
              {updated && (
                <span className="legal-list__date">
                  {translate(lang, 'legal.updated', { date: formatDateNumeric(updated) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
