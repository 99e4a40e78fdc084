/**
 * iCalendar (RFC 5545) writing shared by the event files and the booking confirmation. Written here
 * rather than with the `ics` package: `ics` folds lines at 75 characters, not 75 octets, so a
 * French or German title gives lines of over 120 octets, which RFC 5545 section 3.1 forbids.
 */

const encoder = new TextEncoder();

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
    const size = encoder.encode(character).length;
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
 * A calendar of one published event: the VCALENDAR frame around the event's own properties
 * (already escaped), every line folded, CRLF line ends.
 */
export function writeIcsCalendar(productId: string, eventLines: readonly string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    ...eventLines,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
