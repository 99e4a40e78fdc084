import { describe, expect, it } from 'vitest';
import { getEarliestSlotDate, groupSlotsByDate } from './group-slots.ts';
import { generateTimeSlots } from './slots.ts';
import type { AvailabilityItem, SchedulingPolicy, TimeSlot } from './types.ts';

/** The two daylight-saving weekends of 2026 in Europe/Zurich: 29 March and 25 October. */
const policy: SchedulingPolicy = {
  timeSlotInterval: 'PT30M',
  minimumLeadTime: 'PT24H',
  preBuffer: 'PT0S',
  postBuffer: 'PT15M',
  defaultDuration: 'PT30M',
};
const zurichClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const zurichWall = (slot: TimeSlot) => zurichClock.format(new Date(slot.time));
const local = (start: string, end: string, timeZone = 'Europe/Zurich'): AvailabilityItem => ({
  status: 'available',
  startDateTime: { dateTime: start, timeZone },
  endDateTime: { dateTime: end, timeZone },
});
const generate = (items: AvailabilityItem[], now: string, overrides: Partial<SchedulingPolicy> = {}) =>
  generateTimeSlots({
    availability: [{ staffId: 'advisor', availabilityItems: items }],
    policy: { ...policy, ...overrides },
    now: new Date(now),
  });

describe.each(['Europe/Zurich', 'W. Europe Standard Time'])('daylight saving in Zurich, zone %j', (zone) => {
  it('spring forward: a 09:00 Zurich working day starts at 08:00 UTC before and 07:00 UTC after', () => {
    const days = ['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31'];
    const slots = generate(
      days.map((day) => local(`${day}T09:00:00`, `${day}T10:00:00`, zone)),
      '2026-03-20T00:00:00Z',
    );
    expect(slots.map((slot) => slot.time)).toEqual([
      '2026-03-26T08:00:00.000Z',
      '2026-03-27T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
    expect(slots.map(zurichWall)).toEqual(['09:00', '09:00', '09:00', '09:00']);
  });

  it('spring forward: a night across the gap has 7 real hours and no 02:xx slot', () => {
    // 22:00 CET on 28 March (21:00 UTC) to 06:00 CEST on 29 March (04:00 UTC).
    const slots = generate(
      [local('2026-03-28T22:00:00', '2026-03-29T06:00:00', zone)],
      '2026-03-20T00:00:00Z',
    );
    expect(slots[0]?.time).toBe('2026-03-28T21:00:00.000Z');
    expect(slots.at(-1)?.time).toBe('2026-03-29T03:00:00.000Z');
    expect(slots).toHaveLength(13);
    const walls = slots.map(zurichWall);
    expect(walls.slice(6, 10)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(walls.some((wall) => wall.startsWith('02:'))).toBe(false);

    const grouped = groupSlotsByDate(slots);
    expect([...grouped.keys()]).toEqual(['2026-03-28', '2026-03-29']);
    expect(grouped.get('2026-03-28')?.map(zurichWall)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(grouped.get('2026-03-29')).toHaveLength(9);
    expect(getEarliestSlotDate(grouped)).toBe('2026-03-28');
  });

  it('fall back: a 09:00 Zurich working day starts at 07:00 UTC before and 08:00 UTC after', () => {
    const days = ['2026-10-22', '2026-10-23', '2026-10-26', '2026-10-27'];
    const slots = generate(
      days.map((day) => local(`${day}T09:00:00`, `${day}T10:00:00`, zone)),
      '2026-10-01T00:00:00Z',
    );
    expect(slots.map((slot) => slot.time)).toEqual([
      '2026-10-22T07:00:00.000Z',
      '2026-10-23T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-10-27T08:00:00.000Z',
    ]);
    expect(slots.map(zurichWall)).toEqual(['09:00', '09:00', '09:00', '09:00']);
  });

  it('fall back: a night across the repeated hour has 9 real hours, 02:00 and 02:30 twice', () => {
    // 22:00 CEST on 24 October (20:00 UTC) to 06:00 CET on 25 October (05:00 UTC).
    const slots = generate(
      [local('2026-10-24T22:00:00', '2026-10-25T06:00:00', zone)],
      '2026-10-01T00:00:00Z',
    );
    expect(slots[0]?.time).toBe('2026-10-24T20:00:00.000Z');
    expect(slots.at(-1)?.time).toBe('2026-10-25T04:00:00.000Z');
    expect(slots).toHaveLength(17);
    expect(new Set(slots.map((slot) => slot.time)).size).toBe(17);
    const walls = slots.map(zurichWall);
    expect(walls.filter((wall) => wall === '02:00' || wall === '02:30')).toEqual([
      '02:00',
      '02:30',
      '02:00',
      '02:30',
    ]);

    const grouped = groupSlotsByDate(slots);
    expect([...grouped.keys()]).toEqual(['2026-10-24', '2026-10-25']);
    expect(grouped.get('2026-10-24')?.map(zurichWall)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(grouped.get('2026-10-25')).toHaveLength(13);
  });
});

describe('lead time and grouping across the change', () => {
  it('counts the minimum lead time in real hours across the spring gap', () => {
    // 24 h after 10:00 CET on Saturday is 11:00 CEST on Sunday, not 10:00.
    const slots = generate([local('2026-03-29T09:00:00', '2026-03-29T13:00:00')], '2026-03-28T09:00:00Z');
    expect(slots.map((slot) => slot.time)).toEqual([
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T09:30:00.000Z',
      '2026-03-29T10:00:00.000Z',
    ]);
    expect(slots.map(zurichWall)).toEqual(['11:00', '11:30', '12:00']);
  });

  it('groups UTC items by the Zurich date on both sides of each change', () => {
    const utcNight = (start: string, end: string) => local(start, end, 'UTC');
    const slots = generate(
      [
        utcNight('2026-10-24T21:30:00', '2026-10-24T22:45:00'), // 23:30 CEST on the 24th, 00:00 CEST on the 25th
        utcNight('2026-10-25T22:30:00', '2026-10-25T23:45:00'), // 23:30 CET on the 25th, 00:00 CET on the 26th
        utcNight('2026-03-28T22:30:00', '2026-03-28T23:45:00'), // 23:30 CET on the 28th, 00:00 CET on the 29th
        utcNight('2026-03-29T21:30:00', '2026-03-29T22:45:00'), // 23:30 CEST on the 29th, 00:00 CEST on the 30th
      ],
      '2026-03-01T00:00:00Z',
    );
    const grouped = groupSlotsByDate(slots);
    const summary = [...grouped].map(([date, list]) => `${date} ${list.map(zurichWall).join(' ')}`);
    expect(summary).toEqual([
      '2026-03-28 23:30',
      '2026-03-29 00:00 23:30',
      '2026-03-30 00:00',
      '2026-10-24 23:30',
      '2026-10-25 00:00 23:30',
      '2026-10-26 00:00',
    ]);
  });
});
