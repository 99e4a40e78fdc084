import { describe, expect, it } from 'vitest';
import { getEarliestSlotDate, groupAvailabilityByDate, groupSlotsByDate } from './group-slots.ts';
import type { AvailabilityItem, AvailabilityStatus } from './types.ts';

const slot = (time: string, ...staffIds: string[]) => ({ time, staffIds });
const item = (start: string, end: string, status: AvailabilityStatus = 'available'): AvailabilityItem => ({
  status,
  startDateTime: { dateTime: start, timeZone: 'Europe/Zurich' },
  endDateTime: { dateTime: end, timeZone: 'Europe/Zurich' },
});

describe('groupSlotsByDate', () => {
  it('groups by Zurich date, dates ascending and slots in time order', () => {
    const grouped = groupSlotsByDate([
      slot('2026-11-24T08:00:00.000Z', 'a'),
      slot('2026-11-23T23:30:00.000Z', 'b'), // 00:30 on the 24th in Zurich
      slot('2026-11-23T22:59:00.000Z', 'c'), // 23:59 on the 23rd in Zurich
    ]);
    expect([...grouped.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(grouped.get('2026-11-23')?.map((s) => s.staffIds[0])).toEqual(['c']);
    expect(grouped.get('2026-11-24')?.map((s) => s.staffIds[0])).toEqual(['b', 'a']);
  });

  it('can group in another zone', () => {
    const grouped = groupSlotsByDate([slot('2026-11-23T23:30:00.000Z', 'b')], 'UTC');
    expect([...grouped.keys()]).toEqual(['2026-11-23']);
  });
});

describe('getEarliestSlotDate', () => {
  it('is the first date that has a slot', () => {
    const grouped = new Map([
      ['2026-11-25', [slot('2026-11-25T08:00:00.000Z', 'a')]],
      ['2026-11-23', []],
      ['2026-11-24', [slot('2026-11-24T08:00:00.000Z', 'a')]],
    ]);
    expect(getEarliestSlotDate(grouped)).toBe('2026-11-24');
    expect(getEarliestSlotDate(new Map())).toBeUndefined();
  });
});

describe('groupAvailabilityByDate', () => {
  it('lists each staff member with their available items per Zurich date', () => {
    const monday = item('2026-11-23T09:00:00', '2026-11-23T12:00:00');
    const mondayAfternoon = item('2026-11-23T14:00:00', '2026-11-23T17:00:00');
    const tuesday = item('2026-11-24T09:00:00', '2026-11-24T12:00:00');
    const busy = item('2026-11-25T09:00:00', '2026-11-25T12:00:00', 'busy');
    const grouped = groupAvailabilityByDate([
      { staffId: 'a', availabilityItems: [tuesday, monday, mondayAfternoon, busy] },
      { staffId: 'b', availabilityItems: [monday] },
    ]);
    expect([...grouped.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(grouped.get('2026-11-23')).toEqual([
      { staffId: 'a', availabilityItems: [monday, mondayAfternoon] },
      { staffId: 'b', availabilityItems: [monday] },
    ]);
    expect(grouped.get('2026-11-24')).toEqual([{ staffId: 'a', availabilityItems: [tuesday] }]);
  });

  it('puts an item spanning midnight under both dates, its end being exclusive', () => {
    const night = item('2026-11-23T22:00:00', '2026-11-24T02:00:00');
    const untilMidnight = item('2026-11-25T20:00:00', '2026-11-26T00:00:00');
    const grouped = groupAvailabilityByDate([{ staffId: 'a', availabilityItems: [night, untilMidnight] }]);
    expect([...grouped.keys()]).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('uses Zurich dates for UTC items across the October change', () => {
    const utc: AvailabilityItem = {
      status: 'available',
      startDateTime: { dateTime: '2026-10-24T22:30:00', timeZone: 'UTC' }, // 00:30 CEST on the 25th
      endDateTime: { dateTime: '2026-10-24T23:30:00', timeZone: 'UTC' },
    };
    expect([...groupAvailabilityByDate([{ staffId: 'a', availabilityItems: [utc] }]).keys()]).toEqual([
      '2026-10-25',
    ]);
  });
});
