import type { EventContent } from '../../cms/schemas/page-content.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { RichText } from '../content/rich-text/RichText.tsx';
import { getStoryLinkAttributes } from '../content/story-link.ts';
import { getEventIcsPath } from '../events/event-ics.ts';
import { EventWhen } from '../events/EventWhen.tsx';
import { isEventPast } from '../events/split-events.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';
import '../events/events.css';

/**
 * An event page: when (Europe/Zurich), where, registration while it is upcoming, an `.ics` file
 * for the visitor's calendar, the picture and the description.
 */
export function EventTemplate({ story, context }: TemplateProps<EventContent>) {
  const { lang, entry } = context;
  const t = getTranslator(lang);
  const event = story.content;
  const isPast = isEventPast(event, new Date());
  const registration = isPast ? undefined : getStoryLinkAttributes(event.registration_link, lang);
  const eyebrow = isPast ? <span className="event-page__status">{t('events.pastEvent')}</span> : undefined;
  return (
    <article className="event-page">
      <PageHero title={event.title} subtitle={event.excerpt} eyebrow={eyebrow} />
      <div className="container event-page__layout">
        <div className="event-page__facts">
          <dl className="event-facts">
            <div>
              <dt>{t('events.when')}</dt>
              <dd>
                <EventWhen event={event} lang={lang} />{' '}
                <span className="event-page__zone">{t('events.timeZone')}</span>
              </dd>
            </div>
            <div>
              <dt>{t('events.where')}</dt>
              <dd>
                {event.location} {event.address && <span className="event-page__zone">{event.address}</span>}
              </dd>
            </div>
          </dl>
          {!isPast && (
            <div className="button-group">
              {registration && (
                <ButtonLink {...registration} variant="fillPrimaryContent">
                  {t('events.register')}
                </ButtonLink>
              )}{' '}
              <ButtonLink href={getEventIcsPath(entry.path)} download="" variant="strokePrimary">
                {t('events.addToCalendar')}
              </ButtonLink>
            </div>
          )}
        </div>
        {event.image.filename && (
          <ResponsiveImage
            src={event.image.filename}
            alt={event.image.alt ?? ''}
            className="event-page__image"
            sizes="(min-width: 1200px) 72rem, 100vw"
            priority
          />
        )}
        <RichText doc={event.description} lang={lang} />
        <p>
          <a href={getLocalizedPath('/events', lang)}>{t('events.all')}</a>
        </p>
      </div>
    </article>
  );
}
