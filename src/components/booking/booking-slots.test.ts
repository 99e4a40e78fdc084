import { describe, expect, it } from 'vitest';
import type { StaffAvailability } from '../../lib/booking/types.ts';
import type { CatalogService } from './booking-client.ts';
import {
  computeServiceSlots,
  findSlot,
  getCalendarWindow,
  getFreeStaffIds,
  getNextSlots,
  getPresetDate,
} from './booking-slots.ts';
import { testSchedulingPolicy } from '../../../test/support/test-scheduling-policy.ts';

const service: CatalogService = {
  id: 'svc',
  businessId: 'biz',
  displayName: 'Call',
  description: '',
  defaultDuration: 30,
  staffMemberIds: ['a', 'b'],
  schedulingPolicy: testSchedulingPolicy,
};
const item = (start: string, end: string, status: 'available' | 'busy' = 'available') => ({
  status,
  startDateTime: { dateTime: start, timeZone: 'UTC' },
  endDateTime: { dateTime: end, timeZone: 'UTC' },
});
const availability: StaffAvailability[] = [
  {
    staffId: 'a',
    availabilityItems: [
      item('2026-11-23T08:00:00', '2026-11-23T09:15:00'),
      item('2026-11-25T23:00:00', '2026-11-26T00:15:00'),
    ],
  },
  { staffId: 'b', availabilityItems: [item('2026-11-23T08:30:00', '2026-11-23T09:15:00')] },
];
const now = new Date('2026-11-21T10:00:00Z');

describe('booking slots in the browser', () => {
  it('asks for 30 days from the start of today in Zurich', () => {
    const window = getCalendarWindow(new Date('2026-11-21T23:30:00Z'));
    // 00:30 on 22 November in Zurich: today is the 22nd there.
    expect(window.start.toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-12-21T23:00:00.000Z');
  });

  it('groups the slots by Zurich date with their staff, and presets the earliest date', () => {
    const grouped = computeServiceSlots(availability, service, now);
    expect([...grouped.keys()]).toEqual(['2026-11-23', '2026-11-26']);
    expect(grouped.get('2026-11-23')).toEqual([
      { time: '2026-11-23T08:00:00.000Z', staffIds: ['a'] },
      { time: '2026-11-23T08:30:00.000Z', staffIds: ['a', 'b'] },
    ]);
    // 23:00 UTC on the 25th is midnight on the 26th in Zurich.
    expect(grouped.get('2026-11-26')?.[0]?.time).toBe('2026-11-25T23:00:00.000Z');
    expect(getPresetDate(grouped)).toBe('2026-11-23');
    expect(getPresetDate(grouped, Date.parse('2026-11-23T08:30:00Z'))).toBe('2026-11-26');
    expect(getNextSlots(grouped, Date.parse('2026-11-23T08:00:00Z')).map((slot) => slot.time)).toEqual([
      '2026-11-23T08:30:00.000Z',
      '2026-11-25T23:00:00.000Z',
      '2026-11-25T23:30:00.000Z',
    ]);
    expect(findSlot(grouped, '2026-11-23', '2026-11-23T08:30:00.000Z')?.staffIds).toEqual(['a', 'b']);
    expect(findSlot(grouped, '2026-11-24', '2026-11-23T08:30:00.000Z')).toBeUndefined();
  });

  it('reads the slot check: free are those with an available item over the whole slot', () => {
    const start = new Date('2026-11-23T08:30:00Z');
    const end = new Date('2026-11-23T09:00:00Z');
    const answer: StaffAvailability[] = [
      {
        staffId: 'a',
        availabilityItems: [item('2026-11-23T08:30:00.0000000', '2026-11-23T09:00:00.0000000', 'busy')],
      },
      {
        staffId: 'b',
        availabilityItems: [item('2026-11-23T08:30:00.0000000', '2026-11-23T09:00:00.0000000')],
      },
      { staffId: 'c', availabilityItems: [item('2026-11-23T08:45:00', '2026-11-23T09:00:00')] },
    ];
    expect(getFreeStaffIds(answer, start, end)).toEqual(['b']);
  });
});
