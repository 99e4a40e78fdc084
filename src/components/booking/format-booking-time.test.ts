import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateKey,
  formatLongDate,
  formatTime,
  getVisitorTime,
  getWeekdayNames,
} from './format-booking-time.ts';

describe('booking times', () => {
  it('shows Zurich time whatever the zone of the computer, summer and winter', () => {
    expect(formatTime('2026-11-23T08:00:00Z', 'de')).toBe('09:00');
    expect(formatTime('2026-06-23T08:00:00Z', 'fr')).toBe('10:00');
  });

  it('writes dates in the visitor language, Swiss style', () => {
    expect(formatLongDate('2026-11-23T08:00:00Z', 'de')).toBe('Montag, 23. November 2026');
    expect(formatDateKey('2026-11-23', 'fr')).toMatch(/^lundi,? 23 novembre 2026$/);
    expect(formatDateKey('2026-11-23', 'en')).toMatch(/Monday,? 23 November 2026/);
    expect(getWeekdayNames('it')).toHaveLength(7);
  });

  it('gives the visitor time only where it reads differently', () => {
    expect(getVisitorTime('2026-11-23T08:00:00Z', 'en', 'America/New_York')).toBe('03:00');
    expect(getVisitorTime('2026-11-23T08:00:00Z', 'en', 'Europe/Berlin')).toBeUndefined();
    expect(getVisitorTime('2026-11-23T08:00:00Z', 'en', 'Europe/Zurich')).toBeUndefined();
    expect(getVisitorTime('2026-11-23T08:00:00Z', 'en', undefined)).toBeUndefined();
  });

  describe('the visitor zone', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is read from the browser once per page, however often it is asked', async () => {
      const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      vi.resetModules();
      const { getVisitorTimeZone } = await import('./format-booking-time.ts');
      const built = vi.spyOn(Intl, 'DateTimeFormat');
      expect(getVisitorTimeZone()).toBe(expected);
      expect(getVisitorTimeZone()).toBe(expected);
      expect(built).toHaveBeenCalledTimes(1);
    });

    it('is unknown when the browser cannot tell it', async () => {
      vi.resetModules();
      const { getVisitorTimeZone } = await import('./format-booking-time.ts');
      vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
        throw new RangeError('no time zone data');
      });
      expect(getVisitorTimeZone()).toBeUndefined();
    });
  });
});
