import type { Story } from '../../cms/index.ts';
import { getRichTextPlainText } from '../../cms/page-info.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import { getEventSchedule } from './event-schedule.ts';

export interface EventIcsOptions {
  /** The event page's absolute URL. */
  url: string;
  /** The site's host name, which makes the UID globally unique. */
  host: string;
  brand: string;
}

/** `20261203T170000Z`: iCalendar's UTC form, so no VTIMEZONE block is needed. */
export function toIcsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(options.brand)}//Website//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uuid}@${options.host}`,
    `DTSTAMP:${toIcsDateTime(Number.isNaN(stamp.getTime()) ? schedule.start : stamp)}`,
    `DTSTART:${toIcsDateTime(schedule.start)}`,
    `DTEND:${toIcsDateTime(schedule.end)}`,
    `SUMMARY:${escapeIcsText(content.title)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(`${description}\n\n${options.url}`)}`] : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Where an event's calendar file is: `/event/{uid}.ics`, with the language prefix for de, fr, it. */
export function getEventIcsPath(eventPath: string): string {
  return `${eventPath}.ics`;
}
