import { parseBookingConfig, type BookingConfig } from '../../src/server/booking/booking-config.ts';
import { testSchedulingPolicy } from './test-scheduling-policy.ts';

/**
 * A small booking configuration for tests (not the site's content/booking.json, which may
 * change): one business, a service given by one adviser and one by two, Zurich working hours,
 * a holiday and an absence.
 */
export function createTestBookingConfig(overrides: Partial<Record<string, unknown>> = {}): BookingConfig {
  return parseBookingConfig({
    schedulingPolicy: { ...testSchedulingPolicy, maximumAdvance: 'P60D' },
    holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    businesses: [
      {
        id: 'biz-a',
        displayName: { en: 'Banking', de: 'Banking', fr: 'Banque', it: 'Banca' },
        services: [
          {
            id: 'svc-solo',
            displayName: { en: 'Solo call', de: 'Einzelgespräch' },
            defaultDuration: 30,
            staffMemberIds: ['s1'],
          },
          {
            id: 'svc-team',
            displayName: 'Team call',
            description: 'Either adviser',
            defaultDuration: 30,
            staffMemberIds: ['s1', 's2'],
          },
          {
            id: 'svc-long',
            displayName: 'Long call',
            defaultDuration: 60,
            schedulingPolicy: { preBuffer: 'PT15M' },
            staffMemberIds: ['s2'],
          },
        ],
      },
      {
        id: 'biz-b',
        displayName: 'Other',
        services: [{ id: 'svc-other', displayName: 'Other call', staffMemberIds: ['s3'] }],
      },
    ],
    staff: [
      {
        id: 's1',
        displayName: 'Adviser One',
        workingHours: {
          monday: ['09:00-12:00', '13:00-17:00'],
          tuesday: ['09:00-12:00', '13:00-17:00'],
          wednesday: ['09:00-12:00', '13:00-17:00'],
          thursday: ['09:00-12:00', '13:00-17:00'],
          friday: ['09:00-12:00', '13:00-17:00'],
          sunday: ['01:00-04:00'],
        },
      },
      {
        id: 's2',
        displayName: 'Adviser Two',
        workingHours: {
          monday: ['08:00-12:00'],
          tuesday: ['08:00-12:00'],
          wednesday: ['08:00-12:00'],
          thursday: ['08:00-12:00'],
          friday: ['08:00-12:00'],
        },
        absences: [{ from: '2026-11-24', to: '2026-11-24' }],
      },
      { id: 's3', displayName: 'Adviser Three', workingHours: { monday: ['09:00-10:00'] } },
    ],
    ...overrides,
  });
}
