import { describe, expect, it } from 'vitest';
import { getAbsenceIntervals, getWorkingIntervals } from './working-hours.ts';
import { createTestBookingConfig } from '../../../test/support/test-booking-config.ts';

const config = createTestBookingConfig();
const s1 = config.staff.find((staff) => staff.id === 's1')!;
const s2 = config.staff.find((staff) => staff.id === 's2')!;
const iso = (ms: number) => new Date(ms).toISOString();

describe('getWorkingIntervals', () => {
  it('reads Zurich wall-clock hours: 09:00 is 08:00 UTC in winter', () => {
    const start = Date.parse('2026-11-23T00:00:00Z');
    const intervals = getWorkingIntervals(s1, start, start + 86_400_000 - 1);
    expect(intervals.map((entry) => [iso(entry.start), iso(entry.end)])).toEqual([
      ['2026-11-23T08:00:00.000Z', '2026-11-23T11:00:00.000Z'],
      ['2026-11-23T12:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ]);
  });

  it('keeps 09:00 at 09:00 across the spring change (Monday 30 March 2026 is summer time)', () => {
    const friday = getWorkingIntervals(
      s1,
      Date.parse('2026-03-27T00:00:00Z'),
      Date.parse('2026-03-27T23:00:00Z'),
    );
    const monday = getWorkingIntervals(
      s1,
      Date.parse('2026-03-30T00:00:00Z'),
      Date.parse('2026-03-30T23:00:00Z'),
    );
    expect(iso(friday[0]!.start)).toBe('2026-03-27T08:00:00.000Z');
    expect(iso(monday[0]!.start)).toBe('2026-03-30T07:00:00.000Z');
  });

  it('handles ranges on the days of the change themselves (Sunday 01:00-04:00)', () => {
    // 29 March 2026: 02:00-03:00 does not exist, so 01:00-04:00 lasts two hours.
    const spring = getWorkingIntervals(
      s1,
      Date.parse('2026-03-28T22:00:00Z'),
      Date.parse('2026-03-29T12:00:00Z'),
    );
    expect(spring.map((entry) => (entry.end - entry.start) / 3_600_000)).toEqual([2]);
    // 25 October 2026: 02:00-03:00 happens twice, so 01:00-04:00 lasts four hours.
    const autumn = getWorkingIntervals(
      s1,
      Date.parse('2026-10-24T22:00:00Z'),
      Date.parse('2026-10-25T12:00:00Z'),
    );
    expect(autumn.map((entry) => (entry.end - entry.start) / 3_600_000)).toEqual([4]);
  });

  it('returns only ranges that touch the window', () => {
    const start = Date.parse('2026-11-23T10:30:00Z');
    const intervals = getWorkingIntervals(s2, start, start + 60_000);
    expect(intervals).toHaveLength(1);
  });
});

describe('getAbsenceIntervals', () => {
  it('turns holidays and whole-day absences into Zurich days, the last day included', () => {
    const intervals = getAbsenceIntervals(config, s2).map((entry) => [iso(entry.start), iso(entry.end)]);
    expect(intervals).toEqual([
      ['2026-12-24T23:00:00.000Z', '2026-12-25T23:00:00.000Z'],
      ['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z'],
    ]);
  });
});
