import { generateTimeSlots } from '../../lib/booking/slots.ts';
import { toUtcDate, toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import type { StaffAvailability } from '../../lib/booking/types.ts';
import type { BookingProvider, BookingService } from './types.ts';

const ZONE = 'Europe/Zurich';
const DAY_MS = 86_400_000;

/** Who can take a slot, and the calendars that said so. */
export interface SlotCheck {
  /** The asked staff members free for the whole appointment and its buffers, sorted. */
  freeStaffIds: string[];
  availability: StaffAvailability[];
}

/**
 * The server's own check of a slot, never trusting the browser: asks the provider for the staff
 * members' calendars around the slot (whole Zurich days with a day of margin, so availability
 * items start where the browser's calendar saw them start) and runs the same slot generation
 * as the browser (buffers, lead time, maximum advance, interval grid). The slot is free for the
 * staff members that slot generation lists at exactly `start`.
 */
export async function checkSlot(
  provider: BookingProvider,
  service: BookingService,
  staffIds: readonly string[],
  start: Date,
  now: Date,
): Promise<SlotCheck> {
  const duration = service.defaultDuration * 60_000;
  const firstDay = toZonedDateKey(start.getTime() - DAY_MS, ZONE);
  const lastDay = toZonedDateKey(start.getTime() + duration + 2 * DAY_MS, ZONE);
  const availability = await provider.getStaffAvailability({
    businessId: service.businessId,
    staffIds,
    start: toUtcDate(`${firstDay}T00:00:00`, ZONE),
    end: toUtcDate(`${lastDay}T00:00:00`, ZONE),
  });
  const slots = generateTimeSlots({
    availability,
    policy: service.schedulingPolicy,
    now,
    serviceDuration: duration,
  });
  const slot = slots.find((candidate) => Date.parse(candidate.time) === start.getTime());
  const asked = new Set(staffIds);
  return { freeStaffIds: (slot?.staffIds ?? []).filter((staffId) => asked.has(staffId)), availability };
}
