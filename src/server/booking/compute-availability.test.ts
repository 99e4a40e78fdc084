import { describe, expect, it } from 'vitest';
import { applyAppointments, computeStaffAvailability } from './compute-availability.ts';

const t = (iso: string) => Date.parse(iso);
const show = (
  items: { status: string; startDateTime: { dateTime: string }; endDateTime: { dateTime: string } }[],
) =>
  items.map(
    (item) =>
      `${item.status} ${item.startDateTime.dateTime.slice(0, 16)}-${item.endDateTime.dateTime.slice(11, 16)}`,
  );

describe('computeStaffAvailability', () => {
  const working = [
    { start: t('2026-03-27T08:00:00Z'), end: t('2026-03-27T16:00:00Z') },
    { start: t('2026-03-30T07:00:00Z'), end: t('2026-03-30T15:00:00Z') },
  ];

  it('cuts appointments (buffers included) and absences out of working hours, clipped to the window', () => {
    const availability = computeStaffAvailability(
      {
        staffId: 's1',
        working,
        absences: [{ start: t('2026-03-30T12:00:00Z'), end: t('2026-04-01T00:00:00Z') }],
        appointments: [{ start: t('2026-03-27T09:00:00Z'), end: t('2026-03-27T09:45:00Z') }],
      },
      { start: t('2026-03-27T00:00:00Z'), end: t('2026-03-30T14:00:00Z') },
    );
    expect(show(availability.availabilityItems)).toEqual([
      'available 2026-03-27T08:00-09:00',
      'busy 2026-03-27T09:00-09:45',
      'available 2026-03-27T09:45-16:00',
      'available 2026-03-30T07:00-12:00',
      'outOfOffice 2026-03-30T12:00-14:00',
    ]);
  });

  it('leaves closed hours out and answers no items on a day off', () => {
    const availability = computeStaffAvailability(
      { staffId: 's1', working, absences: [], appointments: [] },
      { start: t('2026-03-28T00:00:00Z'), end: t('2026-03-29T23:00:00Z') },
    );
    expect(availability.availabilityItems).toEqual([]);
  });
});

describe('applyAppointments', () => {
  it('marks local appointments busy inside a provider answer given in any zone', () => {
    const answer = {
      staffId: 'g1',
      availabilityItems: [
        {
          status: 'available' as const,
          startDateTime: { dateTime: '2026-11-23T09:00:00.0000000', timeZone: 'W. Europe Standard Time' },
          endDateTime: { dateTime: '2026-11-23T12:00:00.0000000', timeZone: 'W. Europe Standard Time' },
        },
      ],
    };
    const applied = applyAppointments(answer, [
      { start: t('2026-11-23T09:00:00Z'), end: t('2026-11-23T09:45:00Z') },
    ]);
    expect(show(applied.availabilityItems)).toEqual([
      'available 2026-11-23T08:00-09:00',
      'busy 2026-11-23T09:00-09:45',
      'available 2026-11-23T09:45-11:00',
    ]);
  });
});
