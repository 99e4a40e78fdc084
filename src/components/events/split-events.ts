import type { Story } from '../../cms/index.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import { parseStoryblokDate } from '../../lib/dates.ts';

/** Events of a list page, split by whether they are over. */
export interface SplitEvents {
  /** Not yet over (including one under way), soonest first. */
  upcoming: Story<EventContent>[];
  /** Over, most recent first. */
  past: Story<EventContent>[];
}

/** The instant an event ends: its end date, or its start when the end is missing or earlier. */
export function getEventEnd(event: EventContent): Date | undefined {
  const start = parseStoryblokDate(event.date);
  const end = parseStoryblokDate(event.end_date);
  if (!start) return end;
  return end && end > start ? end : start;
}

/** True once an event has ended at `now`. */
export function isEventPast(event: EventContent, now: Date): boolean {
  const end = getEventEnd(event);
  return end !== undefined && end.getTime() < now.getTime();
}

/**
 * Separates upcoming from past events at `now` (the build time: pages are rebuilt when content
 * changes, and every published event list is at most one build old).
 */
export function splitEvents(events: readonly Story<EventContent>[], now: Date): SplitEvents {
  const byStart = [...events].sort((a, b) => a.content.date.localeCompare(b.content.date));
  return {
    upcoming: byStart.filter((event) => !isEventPast(event.content, now)),
    past: byStart.filter((event) => isEventPast(event.content, now)).reverse(),
  };
}
