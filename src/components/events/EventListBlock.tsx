import { translate } from '../../i18n/translate.ts';
import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { EventCard } from './EventCard.tsx';
import { splitEvents } from './split-events.ts';

/**
 * The `event_list` page block: upcoming events first, soonest on top, then past events, most
 * recent on top; "now" is the build time.
 */
export function EventListBlock({ block, context }: { block: BlockOf<'event_list'>; context: BlockContext }) {
  const { lang, content } = context;
  const { upcoming, past } = splitEvents(content.languages[lang].events, new Date());
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  // A block titled like the first group ("Upcoming events") would say it twice: its title is dropped.
  const same = (a: string, b: string) =>
    a.trim().toLocaleLowerCase(lang) === b.trim().toLocaleLowerCase(lang);
  const title = block.title && !same(block.title, t('events.upcoming')) ? block.title : undefined;
  // Under a titled block the groups are h3 and the cards h4; without a title, one level up.
  const GroupHeading = title ? 'h3' : 'h2';
  const cardLevel = title ? 4 : 3;
  return (
    <Section title={title} className="event-list-block">
      <div className="event-list__group">
        <GroupHeading className="event-list__heading">{t('events.upcoming')}</GroupHeading>
        {upcoming.length === 0 ? (
          <p className="event-list__empty">{t('events.none')}</p>
        ) : (
          <ul className="event-list" data-events="upcoming">
            {upcoming.map((event) => (
              <li key={event.uuid}>
                <EventCard event={event} lang={lang} isPast={false} headingLevel={cardLevel} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {past.length > 0 && (
        <div className="event-list__group">
          <GroupHeading className="event-list__heading">{t('events.past')}</GroupHeading>
          <ul className="event-list" data-events="past">
            {past.map((event) => (
              <li key={event.uuid}>
                <EventCard event={event} lang={lang} isPast headingLevel={cardLevel} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
