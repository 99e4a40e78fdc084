import { describe, expect, it } from 'vitest';
import { writeIcsCalendar } from './ics.ts';

describe('writeIcsCalendar', () => {
  it('frames one event as a published calendar, folds every line at 75 octets and ends lines with CRLF', () => {
    const ics = writeIcsCalendar('-//Velora//Test//EN', [
      'UID:1@velora.ch',
      `SUMMARY:${'Säule 3a '.repeat(12)}`,
    ]);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Velora//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:1@velora.ch',
    ]);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});
