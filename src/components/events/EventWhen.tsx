import type { EventContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { getEventSchedule } from './event-schedule.ts';

/**
 * An event's date and times in Zurich time: "3 December 2026, 18:00–20:00", or both ends in full
 * when it runs over several days. `<time>` elements carry the exact instants.
 */
export function EventWhen({ event, lang }: { event: EventContent; lang: Language }) {
  const schedule = getEventSchedule(event, lang);
  if (!schedule) return null;
  const start = schedule.start.toISOString();
  const end = schedule.end.toISOString();
  if (schedule.isSingleDay) {
    return (
      <span className="event-when">
        <time dateTime={start}>
          {schedule.startDate}, {schedule.startTime}
        </time>
        {schedule.endTime !== schedule.startTime && (
          <>
            {/* A word joiner keeps the end time on the dash's line. */}
            {'–\u2060'}
            <time dateTime={end}>{schedule.endTime}</time>
          </>
        )}
      </span>
    );
  }
  return (
    <span className="event-when">
      <time dateTime={start}>
        {schedule.startDate}, {schedule.startTime}
      </time>
      {' – '}
      <time dateTime={end}>
        {schedule.endDate}, {schedule.endTime}
      </time>
    </span>
  );
}
