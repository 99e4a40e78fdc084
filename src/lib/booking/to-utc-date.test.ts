import { describe, expect, it } from 'vitest';
import { resolveTimeZone, toUtcDate, toZonedDateKey } from './to-utc-date.ts';

const iso = (dateTime: string, timeZone: string) => toUtcDate(dateTime, timeZone).toISOString();

describe('toUtcDate', () => {
  it('reads UTC wall times as they are, with or without Graph fractional digits', () => {
    expect(iso('2026-11-23T08:00:00', 'UTC')).toBe('2026-11-23T08:00:00.000Z');
    expect(iso('2026-11-23T08:00:00.0000000', 'UTC')).toBe('2026-11-23T08:00:00.000Z');
    expect(iso('2026-11-23T08:00:12.3456789', 'tzone://Microsoft/Utc')).toBe('2026-11-23T08:00:12.345Z');
    expect(iso('2026-11-23T08:00', 'UTC')).toBe('2026-11-23T08:00:00.000Z');
  });

  it('reads Zurich wall times in winter (+01:00) and summer (+02:00)', () => {
    expect(iso('2026-11-23T09:00:00', 'Europe/Zurich')).toBe('2026-11-23T08:00:00.000Z');
    expect(iso('2026-07-01T09:00:00', 'Europe/Zurich')).toBe('2026-07-01T07:00:00.000Z');
  });

  it('understands the Windows zone name Graph uses for Central Europe', () => {
    expect(resolveTimeZone('W. Europe Standard Time')).toBe('Europe/Zurich');
    expect(iso('2026-11-23T09:00:00', 'W. Europe Standard Time')).toBe('2026-11-23T08:00:00.000Z');
    expect(iso('2026-07-01T09:00:00', 'W. Europe Standard Time')).toBe('2026-07-01T07:00:00.000Z');
    expect(iso('2026-07-01T09:00:00', 'GMT Standard Time')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('handles the spring-forward day, 29 March 2026, in Zurich', () => {
    expect(iso('2026-03-29T01:59:00', 'Europe/Zurich')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T03:00:00', 'Europe/Zurich')).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist; it moves forward by the gap, to 03:30 CEST.
    expect(iso('2026-03-29T02:30:00', 'Europe/Zurich')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-30T09:00:00', 'Europe/Zurich')).toBe('2026-03-30T07:00:00.000Z');
  });

  it('handles the fall-back day, 25 October 2026, in Zurich', () => {
    expect(iso('2026-10-25T01:30:00', 'Europe/Zurich')).toBe('2026-10-24T23:30:00.000Z');
    // 02:30 happens twice; the first (CEST) occurrence is taken.
    expect(iso('2026-10-25T02:30:00', 'Europe/Zurich')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T03:00:00', 'Europe/Zurich')).toBe('2026-10-25T02:00:00.000Z');
    expect(iso('2026-10-26T09:00:00', 'Europe/Zurich')).toBe('2026-10-26T08:00:00.000Z');
  });

  it('takes an explicit offset as written', () => {
    expect(iso('2026-11-23T09:00:00+01:00', 'UTC')).toBe('2026-11-23T08:00:00.000Z');
    expect(iso('2026-11-23T09:00:00Z', 'Europe/Zurich')).toBe('2026-11-23T09:00:00.000Z');
    expect(iso('2026-11-23T03:00:00-0500', 'Europe/Zurich')).toBe('2026-11-23T08:00:00.000Z');
  });

  it('refuses malformed values, impossible dates and unknown zones', () => {
    expect(() => toUtcDate('23.11.2026 08:00', 'UTC')).toThrow(/Invalid Graph dateTime/);
    expect(() => toUtcDate('2026-02-30T08:00:00', 'UTC')).toThrow(/no such date/);
    expect(() => toUtcDate('2026-11-23T24:00:00', 'UTC')).toThrow(/no such date/);
    expect(() => toUtcDate('2026-11-23T08:00:00', 'Mars/Olympus')).toThrow(/Unknown time zone/);
  });
});

describe('toZonedDateKey', () => {
  it('gives the calendar date in Zurich, which can differ from the UTC date', () => {
    expect(toZonedDateKey(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(toZonedDateKey(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(toZonedDateKey(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(toZonedDateKey(Date.parse('2026-11-23T23:30:00Z'), 'UTC')).toBe('2026-11-23');
  });
});
