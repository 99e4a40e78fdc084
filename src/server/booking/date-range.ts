import { availabilityWindowDays } from '../../forms/booking-form.ts';
import { BookingRequestError } from './errors.ts';

const DAY_MS = 86_400_000;
/** How far ahead an appointment may start (SPEC: the calendar's 30 days), whatever the configuration says. */
export const bookingHorizonMs = availabilityWindowDays * DAY_MS;
/** The calendar starts at the beginning of the visitor's day: up to a day and a time-zone offset before now. */
const CALENDAR_PAST_MS = 2 * DAY_MS;
/** The calendar ends 30 days after its start, plus an hour for a daylight-saving change. */
const CALENDAR_FUTURE_MS = bookingHorizonMs + 2 * DAY_MS + 3_600_000;

/**
 * Range checks of every instant the booking endpoints take, so a date far in the past or future
 * (years 0000, 0001, 0099, 9999, ...) is a 400 with a field error before any calendar arithmetic,
 * never a 500. Each throws a `BookingRequestError` naming the field.
 */
export function checkAppointmentStart(start: Date, now: number, field = 'startDateTime'): void {
  const time = start.getTime();
  if (!Number.isFinite(time) || time <= now || time > now + bookingHorizonMs)
    throw new BookingRequestError({ [field]: 'invalid-timeslot' });
}

/** The calendar's `startDate` .. `endDate`: around today and the next 30 days. */
export function checkCalendarRange(start: Date, end: Date, now: number): void {
  const inRange = (time: number) =>
    Number.isFinite(time) && time >= now - CALENDAR_PAST_MS && time <= now + CALENDAR_FUTURE_MS;
  if (!inRange(start.getTime())) throw new BookingRequestError({ startDate: 'invalid-field' });
  if (!inRange(end.getTime())) throw new BookingRequestError({ endDate: 'invalid-field' });
}
