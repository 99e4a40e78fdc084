import { describe, expect, it } from 'vitest';
import {
  formatDateNumeric,
  formatDateShort,
  formatLongDate,
  formatTime,
  getZurichParts,
  parseStoryblokDate,
} from './dates.ts';

const utc = (iso: string): Date => new Date(iso);

describe('parseStoryblokDate', () => {
  it('reads Storyblok dates as UTC', () => {
    expect(parseStoryblokDate('2026-03-02 09:00')?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(parseStoryblokDate('2026-03-02')?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(parseStoryblokDate('2026-03-02 09:00:30')?.toISOString()).toBe('2026-03-02T09:00:30.000Z');
    expect(parseStoryblokDate(' 2026-11-21T16:45 ')?.toISOString()).toBe('2026-11-21T16:45:00.000Z');
    expect(parseStoryblokDate('2026-03-02T09:00:00.123Z')?.toISOString()).toBe('2026-03-02T09:00:00.123Z');
    expect(parseStoryblokDate('2026-03-02T09:00:00.5+00:00')?.toISOString()).toBe('2026-03-02T09:00:00.500Z');
  });

  it.each([
    '',
    '  ',
    'tomorrow',
    '2026-3-2',
    '2026-02-30',
    '2026-13-01',
    '2026-03-02 24:00',
    '2026-03-02 09:60',
  ])('%j gives undefined', (value) => {
    expect(parseStoryblokDate(value)).toBeUndefined();
  });

  it('refuses a time zone other than UTC rather than misreading it', () => {
    expect(parseStoryblokDate('2026-03-02T09:00:00+01:00')).toBeUndefined();
  });
});

describe('getZurichParts', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(getZurichParts(utc('2026-01-15T12:34:56Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 13,
      minute: 34,
      second: 56,
    });
    expect(getZurichParts(utc('2026-07-15T12:00:00Z')).hour).toBe(14);
  });

  it('springs forward on the last Sunday of March 2026 (29 March, 02:00 -> 03:00)', () => {
    expect(getZurichParts(utc('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(getZurichParts(utc('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 3, minute: 0 });
  });

  it('falls back on the last Sunday of October 2026 (25 October, 03:00 -> 02:00)', () => {
    expect(getZurichParts(utc('2026-10-25T00:30:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 30 });
    expect(getZurichParts(utc('2026-10-25T01:30:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 30 });
    expect(getZurichParts(utc('2026-10-25T02:00:00Z'))).toMatchObject({ day: 25, hour: 3, minute: 0 });
  });

  it('accepts timestamps and refuses invalid dates', () => {
    expect(getZurichParts(Date.UTC(2026, 10, 21, 8)).hour).toBe(9);
    expect(() => getZurichParts(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('gives HH:mm on a 24-hour clock in Zurich time', () => {
    expect(formatTime(utc('2026-03-02T09:00:00Z'))).toBe('10:00');
    expect(formatTime(utc('2026-11-21T08:05:00Z'))).toBe('09:05');
    expect(formatTime(utc('2026-11-20T23:30:00Z'))).toBe('00:30');
    expect(formatTime(utc('2026-06-30T21:59:00Z'))).toBe('23:59');
  });

  it('is right across both DST changes', () => {
    expect(formatTime(utc('2026-03-29T00:30:00Z'))).toBe('01:30');
    expect(formatTime(utc('2026-03-29T01:30:00Z'))).toBe('03:30');
    expect(formatTime(utc('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(formatTime(utc('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(formatTime(utc('2026-10-25T02:30:00Z'))).toBe('03:30');
  });
});

describe('formatDateNumeric and formatDateShort', () => {
  it('give DD.MM.YYYY and DD.MM.YY', () => {
    expect(formatDateNumeric(utc('2026-03-02T09:00:00Z'))).toBe('02.03.2026');
    expect(formatDateShort(utc('2026-03-02T09:00:00Z'))).toBe('02.03.26');
    expect(formatDateShort(utc('2009-12-05T12:00:00Z'))).toBe('05.12.09');
  });

  it('use the Zurich day, not the UTC day', () => {
    expect(formatDateNumeric(utc('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    expect(formatDateShort(utc('2026-12-31T23:30:00Z'))).toBe('01.01.27');
    expect(formatDateNumeric(utc('2026-10-24T22:30:00Z'))).toBe('25.10.2026');
    expect(formatDateNumeric(utc('2026-03-28T23:30:00Z'))).toBe('29.03.2026');
  });
});

describe('formatLongDate', () => {
  const date = utc('2026-11-21T09:00:00Z');

  it('writes the day, the month in full and the year in each language', () => {
    expect(formatLongDate(date, 'en')).toBe('21 November 2026');
    expect(formatLongDate(date, 'de')).toBe('21. November 2026');
    expect(formatLongDate(date, 'fr')).toBe('21 novembre 2026');
    expect(formatLongDate(date, 'it')).toBe('21 novembre 2026');
  });

  it('uses en-CH (day first), not US order', () => {
    expect(formatLongDate(utc('2026-03-02T09:00:00Z'), 'en')).toBe('2 March 2026');
  });

  it('uses the Zurich day', () => {
    expect(formatLongDate(utc('2026-12-31T23:30:00Z'), 'de')).toBe('1. Januar 2027');
    expect(formatLongDate(utc('2026-03-01T23:30:00Z'), 'fr')).toBe('2 mars 2026');
  });
});
