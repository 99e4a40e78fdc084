import { escapeIcsText, toIcsDateTime, writeIcsCalendar } from '../../lib/ics.ts';

/** An appointment to put into a calendar file. */
export interface IcsEvent {
  /** Globally unique, e.g. the booking reference at the bank's domain. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/**
 * An iCalendar file (RFC 5545) with one event, times in UTC so every calendar shows them in its
 * owner's zone, and a reminder an hour before.
 */
export function createIcs(event: IcsEvent): string {
  return writeIcsCalendar('-//Velora//Adviser booking//EN', [
    `UID:${event.uid}`,
    `DTSTAMP:${toIcsDateTime(event.now)}`,
    `DTSTART:${toIcsDateTime(event.start)}`,
    `DTEND:${toIcsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    'END:VALARM',
  ]);
}

/** A `data:` address of the file, for a download link (no object URL to revoke). */
export function toIcsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
