import { describe, expect, it } from 'vitest';
import type { Story } from '../../cms/index.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import { escapeIcsText, foldIcsLine, toIcsDateTime } from '../../lib/ics.ts';
import { buildEventIcs } from './event-ics.ts';
import { getEventSchedule } from './event-schedule.ts';
import { splitEvents } from './split-events.ts';

function event(
  slug: string,
  date: string,
  endDate: string,
  extra: Partial<EventContent> = {},
): Story<EventContent> {
  return {
    id: 1,
    uuid: `uuid-${slug}`,
    lang: 'en',
    name: slug,
    slug,
    fullSlug: `event/${slug}`,
    createdAt: '2026-01-01T08:00:00.000Z',
    publishedAt: '2026-01-02T08:00:00.000Z',
    content: {
      _uid: slug,
      component: 'event',
      title: slug,
      date,
      end_date: endDate,
      location: 'Geneva',
      address: '',
      image: { filename: '' },
      excerpt: '',
      description: { type: 'doc', content: [] },
      ...extra,
    },
  };
}

describe('splitEvents', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const events = [
    event('winter', '2026-12-03 17:00', '2026-12-03 19:00'),
    event('today', '2026-11-21 09:00', '2026-11-21 16:00'),
    event('spring', '2026-03-10 07:30', '2026-03-10 09:00'),
    event('summer', '2026-07-01 16:00', '2026-07-01 18:30'),
    event('no-end', '2026-11-20 09:00', '2026-11-20 08:00'),
  ];

  it('keeps events under way as upcoming, soonest first', () => {
    expect(splitEvents(events, now).upcoming.map((e) => e.slug)).toEqual(['today', 'winter']);
  });

  it('lists past events most recent first; an end before the start counts as the start', () => {
    expect(splitEvents(events, now).past.map((e) => e.slug)).toEqual(['no-end', 'summer', 'spring']);
  });
});

describe('getEventSchedule (Europe/Zurich, SPEC section 9)', () => {
  it('shows winter times in CET and summer times in CEST', () => {
    const winter = getEventSchedule(event('w', '2026-12-03 17:00', '2026-12-03 19:00').content, 'en');
    expect(winter).toMatchObject({
      startDate: '3 December 2026',
      startTime: '18:00',
      endTime: '20:00',
      startDateNumeric: '03.12.2026',
      isSingleDay: true,
    });
    const summer = getEventSchedule(event('s', '2026-07-01 16:00', '2026-07-01 18:30').content, 'de');
    expect(summer).toMatchObject({ startDate: '1. Juli 2026', startTime: '18:00', endTime: '20:30' });
  });

  it('moves to the next Zurich day when UTC is still on the previous one', () => {
    const late = getEventSchedule(event('l', '2026-12-31 23:30', '2027-01-01 01:00').content, 'fr');
    expect(late).toMatchObject({ startDate: '1 janvier 2027', startTime: '00:30', isSingleDay: true });
  });

  it('marks events over several days', () => {
    expect(
      getEventSchedule(event('m', '2026-05-05 07:00', '2026-05-06 15:00').content, 'it')?.isSingleDay,
    ).toBe(false);
  });
});

describe('buildEventIcs (RFC 5545)', () => {
  const ics = buildEventIcs(
    event('winter-talk', '2026-12-03 17:00', '2026-12-03 19:00', {
      title: 'Winter talk; markets, 2027',
      excerpt: 'Join us.',
      address: 'Rue du Rhône 42',
    }),
    {
      url: 'https://www.velora.ch/event/winter-talk',
      host: 'www.velora.ch',
      brand: 'Velora',
    },
  );

  it('writes the instants in UTC with CRLF line ends', () => {
    expect(ics).toContain('DTSTART:20261203T170000Z\r\n');
    expect(ics).toContain('DTEND:20261203T190000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260102T080000Z\r\n');
    expect(ics).toContain('UID:uuid-winter-talk@www.velora.ch\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Winter talk\\; markets\\, 2027\r\n');
    expect(ics).toContain('LOCATION:Geneva\\, Rue du Rhône 42\r\n');
    expect(escapeIcsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, index) => (index ? line.slice(1) : line))
        .join(''),
    ).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(toIcsDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('20260329T013000Z');
  });
});
