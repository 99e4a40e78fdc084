import { availabilityWindowDays } from '../../forms/booking-form.ts';
import { getEarliestSlotDate, groupSlotsByDate } from '../../lib/booking/group-slots.ts';
import { generateTimeSlots } from '../../lib/booking/slots.ts';
import { toUtcDate, toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import type { GroupedSlots, StaffAvailability, TimeSlot } from '../../lib/booking/types.ts';
import type { CatalogService } from './booking-client.ts';

/** The bank's calendar: dates and times of the booking flow are Zurich's. */
export const bookingTimeZone = 'Europe/Zurich';

/** The calendar request's window: from the start of today in Zurich, 30 days on (SPEC section 4). */
export function getCalendarWindow(now: Date): { start: Date; end: Date } {
  const today = toZonedDateKey(now, bookingTimeZone);
  return {
    start: toUtcDate(`${today}T00:00:00`, bookingTimeZone),
    end: toUtcDate(`${addDays(today, availabilityWindowDays)}T00:00:00`, bookingTimeZone),
  };
}

/** The service's bookable slots from its staff's availability, by Zurich date (SPEC section 4). */
export function computeServiceSlots(
  availability: readonly StaffAvailability[],
  service: CatalogService,
  now: Date,
): GroupedSlots {
  const slots = generateTimeSlots({
    availability,
    policy: service.schedulingPolicy,
    now,
    serviceDuration: service.defaultDuration * 60_000,
  });
  return groupSlotsByDate(slots, bookingTimeZone);
}

/** The date to preset: the earliest with slots (SPEC section 4), or the first after `after`. */
export function getPresetDate(grouped: GroupedSlots, after?: number): string | undefined {
  if (after === undefined) return getEarliestSlotDate(grouped);
  const next = getNextSlots(grouped, after, 1)[0];
  return next ? toZonedDateKey(Date.parse(next.time), bookingTimeZone) : getEarliestSlotDate(grouped);
}

/** The first `count` slots starting after `after` (ms): what the flow offers when a slot was taken. */
export function getNextSlots(grouped: GroupedSlots, after: number, count = 3): TimeSlot[] {
  const next: TimeSlot[] = [];
  for (const slots of grouped.values()) {
    for (const slot of slots) {
      if (Date.parse(slot.time) > after) next.push(slot);
      if (next.length === count) return next;
    }
  }
  return next;
}

/** The slot at `time` on `date`, if it is still offered. */
export function findSlot(grouped: GroupedSlots, date: string, time: string): TimeSlot | undefined {
  return grouped.get(date)?.find((slot) => slot.time === time);
}

/**
 * Staff members the slot check found free: an 'available' item covering the whole appointment
 * (the server answers one item per staff member over exactly the slot).
 */
export function getFreeStaffIds(answer: readonly StaffAvailability[], start: Date, end: Date): string[] {
  return answer
    .filter(({ availabilityItems }) =>
      availabilityItems.some(
        (item) =>
          item.status === 'available' &&
          toUtcDate(item.startDateTime.dateTime, item.startDateTime.timeZone).getTime() <= start.getTime() &&
          toUtcDate(item.endDateTime.dateTime, item.endDateTime.timeZone).getTime() >= end.getTime(),
      ),
    )
    .map(({ staffId }) => staffId);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
