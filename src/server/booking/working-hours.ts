import { toUtcDate, toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import { weekdayByIndex, type BookingConfig, type BookingConfigStaff } from './booking-config.ts';
import type { Interval } from './intervals.ts';

const ZONE = 'Europe/Zurich';
const DAY_MS = 86_400_000;

/**
 * A staff member's weekly working hours as instants between `start` and `end`. Each "HH:mm"
 * is read as Zurich wall-clock time on its own date with `toUtcDate`, so 09:00 stays 09:00
 * across the daylight-saving changes (07:00 UTC in summer, 08:00 UTC in winter).
 */
export function getWorkingIntervals(staff: BookingConfigStaff, start: number, end: number): Interval[] {
  const intervals: Interval[] = [];
  for (const date of listDateKeys(start, end)) {
    const weekday = weekdayByIndex[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sunday';
    for (const range of staff.workingHours[weekday] ?? []) {
      const [from = '00:00', to = '00:00'] = range.split('-');
      const interval = { start: zurichTime(date, from), end: zurichTime(date, to) };
      if (interval.end > start && interval.start < end) intervals.push(interval);
    }
  }
  return intervals;
}

/** Public holidays (whole Zurich days) and the staff member's absences, as instants. */
export function getAbsenceIntervals(config: BookingConfig, staff: BookingConfigStaff): Interval[] {
  const holidays = config.holidays.map(({ date }) => ({
    start: zurichTime(date, '00:00'),
    end: zurichTime(nextDate(date), '00:00'),
  }));
  const absences = staff.absences.map(({ from, to }) => ({
    start: from.length === 10 ? zurichTime(from, '00:00') : toUtcDate(`${from}:00`, ZONE).getTime(),
    // A date as `to` includes that whole day; a time is the exclusive end.
    end: to.length === 10 ? zurichTime(nextDate(to), '00:00') : toUtcDate(`${to}:00`, ZONE).getTime(),
  }));
  return [...holidays, ...absences];
}

/** The instant of wall-clock `time` ("HH:mm", "24:00" meaning the next midnight) on Zurich `date`. */
function zurichTime(date: string, time: string): number {
  if (time === '24:00') return toUtcDate(`${nextDate(date)}T00:00:00`, ZONE).getTime();
  return toUtcDate(`${date}T${time}:00`, ZONE).getTime();
}

/** Zurich dates touched by [start, end), one day of margin either side for wall-clock ranges. */
function listDateKeys(start: number, end: number): string[] {
  const keys: string[] = [];
  const last = toZonedDateKey(end + DAY_MS, ZONE);
  for (let key = toZonedDateKey(start - DAY_MS, ZONE); key <= last; key = nextDate(key)) keys.push(key);
  return keys;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
