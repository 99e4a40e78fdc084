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

const encoder = new TextEncoder();

/** `20261123T090000Z`: a UTC date-time as iCalendar writes it. */
function toIcsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values (RFC 5545 section 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuation lines starting with a space (section 3.1). */
function fold(line: string): string {
  let folded = '';
  let width = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (width + size > 75) {
      folded += '\r\n ';
      width = 1;
    }
    folded += char;
    width += size;
  }
  return folded;
}

/**
 * An iCalendar file (RFC 5545) with one event, times in UTC so every calendar shows them in its
 * owner's zone, and a reminder an hour before.
 */
export function createIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Velora//Adviser booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${toIcsTime(event.now)}`,
    `DTSTART:${toIcsTime(event.start)}`,
    `DTEND:${toIcsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A `data:` address of the file, for a download link (no object URL to revoke). */
export function toIcsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
