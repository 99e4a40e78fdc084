import type { Story } from '../../cms/index.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { EventWhen } from './EventWhen.tsx';
import './events.css';

export interface EventCardProps {
  event: Story<EventContent>;
  lang: Language;
  isPast: boolean;
  /** The title's level: one below the heading of the list it is in. */
  headingLevel: 3 | 4;
}

/** An event in a list: picture, title linking to its page, when (Zurich time), where and a teaser. */
export function EventCard({ event, lang, isPast, headingLevel }: EventCardProps) {
  const { content } = event;
  const Heading = `h${headingLevel}` as const;
  const image = content.image.filename;
  return (
    <article className={isPast ? 'event-card event-card--past' : 'event-card'}>
      {image && (
        <ResponsiveImage
          src={image}
          alt=""
          className="event-card__image"
          aspectRatio={16 / 9}
          sizes="(min-width: 768px) 20rem, 100vw"
        />
      )}
      <div className="event-card__body">
        <Heading className="event-card__title">
          <a href={getLocalizedPath(`/${event.fullSlug}`, lang)} className="event-card__link">
            {content.title}
          </a>
        </Heading>
        <dl className="event-facts">
          <div>
            <dt>{translate(lang, 'events.when')}</dt>
            <dd>
              <EventWhen event={content} lang={lang} />
            </dd>
          </div>
          <div>
            <dt>{translate(lang, 'events.where')}</dt>
            <dd>{content.location}</dd>
          </div>
        </dl>
        {content.excerpt && <p className="event-card__excerpt">{content.excerpt}</p>}
      </div>
    </article>
  );
}
