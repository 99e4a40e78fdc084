import { describe, expect, it } from 'vitest';
import { generateTimeSlots, pickRandomStaff } from './slots.ts';
import type { AvailabilityItem, AvailabilityStatus, SchedulingPolicy, StaffAvailability } from './types.ts';

const policy: SchedulingPolicy = {
  timeSlotInterval: 'PT30M',
  minimumLeadTime: 'PT24H',
  preBuffer: 'PT0S',
  postBuffer: 'PT15M',
  defaultDuration: 'PT30M',
};
const now = new Date('2026-11-21T10:00:00Z');
const minute = 60_000;

function item(
  start: string,
  end: string,
  timeZone = 'Europe/Zurich',
  status: AvailabilityStatus = 'available',
) {
  const entry: AvailabilityItem = {
    status,
    startDateTime: { dateTime: start, timeZone },
    endDateTime: { dateTime: end, timeZone },
  };
  return entry;
}
/** Monday 23 November 2026, 09:00 to 12:00 in Zurich (08:00 to 11:00 UTC). */
const monday = item('2026-11-23T09:00:00', '2026-11-23T12:00:00');
const staff = (staffId: string, ...availabilityItems: AvailabilityItem[]): StaffAvailability => ({
  staffId,
  availabilityItems,
});
const times = (
  availability: StaffAvailability[],
  overrides: Partial<Parameters<typeof generateTimeSlots>[0]> = {},
) => generateTimeSlots({ availability, policy, now, ...overrides }).map((slot) => slot.time.slice(11, 16));

describe('generateTimeSlots', () => {
  it('fits the appointment and the post-buffer inside the item, spaced by the interval', () => {
    // Last start 11:00 - 15 min - 30 min = 10:15 UTC, so 10:00 is the last on the grid.
    expect(times([staff('a', monday)])).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('starts after the pre-buffer', () => {
    const withPreBuffer = { ...policy, preBuffer: 'PT10M' };
    expect(times([staff('a', monday)], { policy: withPreBuffer })).toEqual([
      '08:10',
      '08:40',
      '09:10',
      '09:40',
      '10:10',
    ]);
  });

  it('ends exactly at item end minus post-buffer minus duration', () => {
    const noPostBuffer = { ...policy, postBuffer: 'PT0S' };
    expect(times([staff('a', monday)], { policy: noPostBuffer }).at(-1)).toBe('10:30');
    const longPost = { ...policy, postBuffer: 'PT30M' };
    expect(times([staff('a', monday)], { policy: longPost }).at(-1)).toBe('10:00');
  });

  it('falls back to the appointment duration when the interval is absent or zero', () => {
    const { timeSlotInterval: _unused, ...withoutInterval } = policy;
    const zeroInterval = { ...policy, timeSlotInterval: 'PT0S' };
    const hourly = { ...policy, timeSlotInterval: undefined, defaultDuration: 'PT1H' };
    expect(times([staff('a', monday)], { policy: withoutInterval })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(times([staff('a', monday)], { policy: zeroInterval, serviceDuration: 45 * minute })).toEqual([
      '08:00',
      '08:45',
      '09:30',
    ]);
    expect(times([staff('a', monday)], { policy: hourly })).toEqual(['08:00', '09:00']);
  });

  it('uses the service duration instead of the default duration', () => {
    expect(times([staff('a', monday)], { serviceDuration: 90 * minute })).toEqual([
      '08:00',
      '08:30',
      '09:00',
    ]);
  });

  it('keeps only starts at or after now plus the minimum lead time', () => {
    expect(times([staff('a', monday)], { now: new Date('2026-11-22T08:20:00Z') })).toEqual([
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(times([staff('a', monday)], { now: new Date('2026-11-22T08:30:00Z') })[0]).toBe('08:30');
    expect(times([staff('a', monday)], { now: new Date('2026-11-22T10:01:00Z') })).toEqual([]);
    const noLead = { ...policy, minimumLeadTime: 'PT0S' };
    expect(times([staff('a', monday)], { policy: noLead, now: new Date('2026-11-23T09:00:00Z') })).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
  });

  it('stops at now plus the maximum advance when one is set', () => {
    const maximumAdvance = { ...policy, maximumAdvance: 'P2D' };
    expect(times([staff('a', monday)], { policy: maximumAdvance })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(times([staff('a', monday)], { policy: { ...policy, maximumAdvance: 'PT46H' } })).toEqual([
      '08:00',
    ]);
  });

  it('ignores busy, out-of-office and other non-available items', () => {
    const busy = item('2026-11-23T09:00:00', '2026-11-23T12:00:00', 'Europe/Zurich', 'busy');
    const away = item('2026-11-23T13:00:00', '2026-11-23T17:00:00', 'Europe/Zurich', 'outOfOffice');
    const reserved = item('2026-11-24T13:00:00', '2026-11-24T17:00:00', 'Europe/Zurich', 'slotsAvailable');
    expect(times([staff('a', busy, away, reserved)])).toEqual([]);
  });

  it('gives nothing for items too short for buffers and appointment', () => {
    expect(times([staff('a', item('2026-11-23T09:00:00', '2026-11-23T09:44:00'))])).toEqual([]);
    expect(times([staff('a', item('2026-11-23T09:00:00', '2026-11-23T09:45:00'))])).toEqual(['08:00']);
    expect(times([])).toEqual([]);
  });

  it('merges staff free at the same instant, ids unique and sorted', () => {
    const later = item('2026-11-23T10:00:00', '2026-11-23T13:00:00');
    const slots = generateTimeSlots({
      availability: [staff('zoe', later), staff('adam', monday), staff('adam', monday), staff('mia', later)],
      policy,
      now,
    });
    expect(slots.map((slot) => [slot.time.slice(11, 16), slot.staffIds.join(',')])).toEqual([
      ['08:00', 'adam'],
      ['08:30', 'adam'],
      ['09:00', 'adam,mia,zoe'],
      ['09:30', 'adam,mia,zoe'],
      ['10:00', 'adam,mia,zoe'],
      ['10:30', 'mia,zoe'],
      ['11:00', 'mia,zoe'],
    ]);
  });

  it('merges the same instant given in different zone spellings and sorts across days', () => {
    const tuesday = item('2026-11-24T08:00:00', '2026-11-24T09:00:00', 'UTC');
    const mondayUtc = item('2026-11-23T08:00:00', '2026-11-23T08:45:00', 'UTC');
    const mondayWindows = item('2026-11-23T09:00:00', '2026-11-23T09:45:00', 'W. Europe Standard Time');
    const slots = generateTimeSlots({
      availability: [staff('b', tuesday, mondayWindows), staff('a', mondayUtc)],
      policy,
      now,
    });
    expect(slots).toEqual([
      { time: '2026-11-23T08:00:00.000Z', staffIds: ['a', 'b'] },
      { time: '2026-11-24T08:00:00.000Z', staffIds: ['b'] },
    ]);
  });

  it('refuses a non-positive appointment duration', () => {
    expect(() =>
      generateTimeSlots({ availability: [staff('a', monday)], policy, now, serviceDuration: 0 }),
    ).toThrow(RangeError);
  });
});

describe('pickRandomStaff', () => {
  const slot = { time: '2026-11-23T08:00:00.000Z', staffIds: ['a', 'b', 'c'] };

  it('maps the random number onto the staff free for the slot', () => {
    expect(pickRandomStaff(slot, () => 0)).toBe('a');
    expect(pickRandomStaff(slot, () => 0.34)).toBe('b');
    expect(pickRandomStaff(slot, () => 0.999)).toBe('c');
    expect(pickRandomStaff(slot, () => 1)).toBe('c');
  });

  it('reaches every staff member with Math.random and gives undefined without staff', () => {
    const picked = new Set(Array.from({ length: 300 }, () => pickRandomStaff(slot)));
    expect(picked).toEqual(new Set(['a', 'b', 'c']));
    expect(pickRandomStaff({ time: slot.time, staffIds: [] })).toBeUndefined();
  });
});
