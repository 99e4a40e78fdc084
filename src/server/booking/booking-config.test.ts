import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBookingConfig, parseBookingConfig, pickText } from './booking-config.ts';
import { BookingConfigError } from './errors.ts';
import { createTestBookingConfig } from '../../../test/support/test-booking-config.ts';

const problemsOf = (run: () => unknown): readonly string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof BookingConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('booking configuration', () => {
  it('accepts the site configuration: four businesses, each service staffed', async () => {
    const config = await loadBookingConfig(path.resolve('content', 'booking.json'));
    expect(config.businesses).toHaveLength(4);
    expect(config.timeZone).toBe('Europe/Zurich');
    for (const business of config.businesses) {
      for (const service of business.services) expect(service.staffMemberIds.length).toBeGreaterThan(0);
    }
  });

  it('names every problem with its path and what is expected', () => {
    const base = createTestBookingConfig();
    const broken = {
      ...base,
      schedulingPolicy: { ...base.schedulingPolicy, postBuffer: 'P1M' },
      staff: [
        { ...base.staff[0], workingHours: { monday: ['12:00-09:00', '08:00-13:00x'] } },
        base.staff[1],
        base.staff[2],
      ],
      businesses: [
        { ...base.businesses[0], services: [{ id: 'x', displayName: 'X', staffMemberIds: ['nobody'] }] },
      ],
    };
    expect(problemsOf(() => parseBookingConfig(broken, 'test.json'))).toEqual([
      'schedulingPolicy.postBuffer: expected an ISO 8601 duration of days, hours, minutes, seconds (e.g. PT30M)',
      'staff.0.workingHours.monday.1: expected "HH:mm-HH:mm", e.g. "08:30-12:00"',
      'staff.0.workingHours.monday.0: "12:00-09:00" must end after it starts, by 24:00',
    ]);
    const references = {
      ...base,
      businesses: [
        {
          ...base.businesses[0],
          services: [
            { id: 'x', displayName: 'X', staffMemberIds: ['nobody'] },
            { id: 'x', displayName: 'Y', staffMemberIds: ['s1'] },
          ],
        },
      ],
    };
    expect(problemsOf(() => parseBookingConfig(references))).toEqual([
      'businesses.0.services.0.staffMemberIds: "nobody" is not in "staff"',
      'businesses.0.services.1.id: "x" appears twice',
    ]);
    const overlapping = {
      ...base,
      staff: [
        { ...base.staff[0], workingHours: { monday: ['09:00-12:00', '11:00-13:00', '14:00-13:00'] } },
        base.staff[1],
        base.staff[2],
      ],
    };
    expect(problemsOf(() => parseBookingConfig(overlapping))).toEqual([
      'staff.0.workingHours.monday.1: "11:00-13:00" overlaps or precedes the range before it',
      'staff.0.workingHours.monday.2: "14:00-13:00" must end after it starts, by 24:00',
    ]);
  });

  it('reports an unreadable or invalid file with what to do', async () => {
    await expect(loadBookingConfig('/nonexistent/booking.json')).rejects.toThrow(
      /cannot read the file \(ENOENT\); set BOOKING_CONFIG/,
    );
  });

  it('falls back to English for an untranslated text', () => {
    expect(pickText({ en: 'Call', de: 'Anruf' }, 'fr')).toBe('Call');
    expect(pickText({ en: 'Call', de: 'Anruf' }, 'de')).toBe('Anruf');
    expect(pickText('Call', 'it')).toBe('Call');
  });
});
