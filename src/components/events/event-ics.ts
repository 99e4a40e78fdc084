import type { Story } from '../../cms/index.ts';
import { getRichTextPlainText } from '../../cms/page-info.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import { escapeIcsText, toIcsDateTime, writeIcsCalendar } from '../../lib/ics.ts';
import { getEventSchedule } from './event-schedule.ts';

export interface EventIcsOptions {
  /** The event page's absolute URL. */
  url: string;
  /** The site's host name, which makes the UID globally unique. */
  host: string;
  brand: string;
}

/**
 * The iCalendar file of one event (RFC 5545): start and end in UTC (the page shows them in
 * Europe/Zurich; calendars convert to the reader's zone), the excerpt or description and the page
 * link. DTSTAMP is the story's publication time, so the file is the same on every build.
 */
export function buildEventIcs(event: Story<EventContent>, options: EventIcsOptions): string {
  const schedule = getEventSchedule(event.content, 'en');
  if (!schedule)
    throw new Error(`Event "${event.fullSlug}" has no valid start date; it cannot go into a calendar.`);
  const { content } = event;
  const description = content.excerpt || getRichTextPlainText(content.description);
  const location = [content.location, content.address].filter(Boolean).join(', ');
  const stamp = new Date(event.publishedAt ?? event.createdAt);
  return writeIcsCalendar(`-//${escapeIcsText(options.brand)}//Website//EN`, [
    `UID:${event.uuid}@${options.host}`,
    `DTSTAMP:${toIcsDateTime(Number.isNaN(stamp.getTime()) ? schedule.start : stamp)}`,
    `DTSTART:${toIcsDateTime(schedule.start)}`,
    `DTEND:${toIcsDateTime(schedule.end)}`,
    `SUMMARY:${escapeIcsText(content.title)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(`${description}\n\n${options.url}`)}`] : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `URL:${options.url}`,
  ]);
}

/** Where an event's calendar file is: `/event/{uid}.ics`, with the language prefix for de, fr, it. */
export function getEventIcsPath(eventPath: string): string {
  return `${eventPath}.ics`;
}
