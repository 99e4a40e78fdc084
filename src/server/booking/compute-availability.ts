import { toUtcDate } from '../../lib/booking/to-utc-date.ts';
import type { AvailabilityItem, AvailabilityStatus, StaffAvailability } from '../../lib/booking/types.ts';
import {
  clipIntervals,
  intersectIntervals,
  mergeIntervals,
  subtractIntervals,
  type Interval,
} from './intervals.ts';

/** One staff member's calendar inputs, all as instants. */
export interface StaffCalendar {
  staffId: string;
  /** Weekly working hours over (at least) the window. */
  working: readonly Interval[];
  /** Holidays and absences. */
  absences: readonly Interval[];
  /** Appointments including their pre- and post-buffers (the ranges the exclusion constraint holds). */
  appointments: readonly Interval[];
}

/**
 * Availability in Graph's `getStaffAvailability` shape for `window`: within working hours,
 * 'available' where nothing else is, 'busy' where an appointment (with its buffers) is,
 * 'outOfOffice' on holidays and absences. Outside working hours there is no item, as Graph
 * leaves closed hours out. Items are sorted and given in UTC.
 */
export function computeStaffAvailability(calendar: StaffCalendar, window: Interval): StaffAvailability {
  const working = mergeIntervals(clipIntervals(calendar.working, window));
  const away = intersectIntervals(calendar.absences, working);
  const present = subtractIntervals(working, away);
  const busy = intersectIntervals(calendar.appointments, present);
  const available = subtractIntervals(present, busy);
  const items = [
    ...available.map((interval) => toItem('available', interval)),
    ...busy.map((interval) => toItem('busy', interval)),
    ...away.map((interval) => toItem('outOfOffice', interval)),
  ].sort((a, b) => a.startDateTime.dateTime.localeCompare(b.startDateTime.dateTime));
  return { staffId: calendar.staffId, availabilityItems: items };
}

/**
 * Removes `appointments` (buffered ranges) from the 'available' items of a provider's answer and
 * marks them 'busy': the local guard applied to an answer that may not know them yet (Graph).
 */
export function applyAppointments(
  availability: StaffAvailability,
  appointments: readonly Interval[],
): StaffAvailability {
  if (appointments.length === 0) return availability;
  const items: AvailabilityItem[] = [];
  for (const item of availability.availabilityItems) {
    if (item.status !== 'available') {
      items.push(item);
      continue;
    }
    const interval = { start: toInstant(item.startDateTime), end: toInstant(item.endDateTime) };
    for (const part of subtractIntervals([interval], appointments))
      items.push({ ...item, ...toItem('available', part) });
    for (const part of intersectIntervals(appointments, [interval])) items.push(toItem('busy', part));
  }
  items.sort((a, b) => toInstant(a.startDateTime) - toInstant(b.startDateTime));
  return { staffId: availability.staffId, availabilityItems: items };
}

/** Graph's UTC date-time text: `2026-11-23T08:00:00.0000000`. */
export function toGraphUtc(instant: number): { dateTime: string; timeZone: string } {
  return { dateTime: `${new Date(instant).toISOString().slice(0, 19)}.0000000`, timeZone: 'UTC' };
}

function toItem(status: AvailabilityStatus, interval: Interval): AvailabilityItem {
  return { status, startDateTime: toGraphUtc(interval.start), endDateTime: toGraphUtc(interval.end) };
}

/** The instant of a Graph `dateTimeTimeZone` (any zone Graph may use). */
export function toInstant(value: { dateTime: string; timeZone: string }): number {
  return toUtcDate(value.dateTime, value.timeZone).getTime();
}
