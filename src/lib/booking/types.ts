/**
 * Booking data shared by browser and server (SPEC section 3: service, availability, scheduling
 * policy, time slot). Availability follows the shape of Microsoft Graph's
 * `solutions/bookingBusinesses/{id}/getStaffAvailability` answer, which both providers (the
 * built-in engine and the Graph adapter) produce, so slot generation has one input format.
 */

/** Graph's `bookingsAvailabilityStatus`; only 'available' yields slots (SPEC section 3). */
export type AvailabilityStatus =
  'available' | 'busy' | 'slotsAvailable' | 'outOfOffice' | 'unknownFutureValue';

/**
 * Graph's `dateTimeTimeZone`: a local wall-clock time without offset, e.g. '2026-11-23T08:00:00'
 * (Graph may add seven fractional digits), and the zone it is read in: 'UTC', an IANA name such
 * as 'Europe/Zurich', or a Windows name such as 'W. Europe Standard Time'.
 */
export interface DateTimeTimeZone {
  dateTime: string;
  timeZone: string;
}

/** One stretch of a staff member's calendar. */
export interface AvailabilityItem {
  status: AvailabilityStatus;
  startDateTime: DateTimeTimeZone;
  endDateTime: DateTimeTimeZone;
  /** Graph sets it for slots reserved to one service; unused by slot generation. */
  serviceId?: string;
}

/** One staff member's availability over the requested window. */
export interface StaffAvailability {
  staffId: string;
  availabilityItems: AvailabilityItem[];
}

/**
 * Scheduling policy, every value an ISO 8601 duration (see `parseIsoDuration`).
 * Example: `{ timeSlotInterval: 'PT30M', minimumLeadTime: 'PT24H', preBuffer: 'PT0S',
 * postBuffer: 'PT15M', defaultDuration: 'PT30M' }`.
 */
export interface SchedulingPolicy {
  /** Spacing of slot starts; absent or zero falls back to the appointment duration. */
  timeSlotInterval?: string | undefined;
  /** No slot starts earlier than now plus this. */
  minimumLeadTime: string;
  /** Kept free before each appointment: the first slot of an item starts this long after it. */
  preBuffer: string;
  /** Kept free after each appointment: the last slot of an item ends this long before it ends. */
  postBuffer: string;
  /** Appointment length when the service names none (an advisor call is PT30M, SPEC section 9). */
  defaultDuration: string;
  /** When set, no slot starts later than now plus this (Graph's `maximumAdvance`). */
  maximumAdvance?: string | undefined;
}

/** A bookable start time and every staff member free for the whole appointment at that time. */
export interface TimeSlot {
  /** Start as an ISO 8601 UTC instant, e.g. '2026-11-23T08:00:00.000Z'. */
  time: string;
  /** Unique and sorted. */
  staffIds: string[];
}

/** One staff member's available items that touch a given calendar date. */
export interface StaffDayAvailability {
  staffId: string;
  availabilityItems: AvailabilityItem[];
}

/** Available items per calendar date ('YYYY-MM-DD' in Europe/Zurich unless stated otherwise). */
export type GroupedAvailability = Map<string, StaffDayAvailability[]>;

/** Slots per calendar date ('YYYY-MM-DD' in Europe/Zurich unless stated otherwise), in time order. */
export type GroupedSlots = Map<string, TimeSlot[]>;
