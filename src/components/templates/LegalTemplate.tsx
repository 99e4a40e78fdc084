import type { LegalContent } from '../../cms/schemas/page-content.ts';
import { translate } from '../../i18n/translate.ts';
import { formatLongDate, parseStoryblokDate } from '../../lib/dates.ts';
import { LongFormLayout } from './LongFormLayout.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';

/** A legal document: title, the date of its last change, the text with its table of contents. */
export function LegalTemplate({ story, context }: TemplateProps<LegalContent>) {
  const { title, updated, body } = story.content;
  const date = parseStoryblokDate(updated);
  return (
    <article className="long-read long-read--legal">
      <PageHero title={title}>
        {date && (
          <p className="page-hero__meta">
            <time dateTime={date.toISOString()}>
              {translate(context.lang, 'legal.updated', { date: formatLongDate(date, context.lang) })}
            </time>
          </p>
        )}
      </PageHero>
      <LongFormLayout doc={body} context={context} />
    </article>
  );
}
