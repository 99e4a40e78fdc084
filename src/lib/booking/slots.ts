import { parseIsoDuration } from './duration.ts';
import { toUtcDate } from './to-utc-date.ts';
import type { SchedulingPolicy, StaffAvailability, TimeSlot } from './types.ts';

/** Input of `generateTimeSlots`. */
export interface GenerateTimeSlotsOptions {
  availability: readonly StaffAvailability[];
  policy: SchedulingPolicy;
  /** The current instant; passed in so browser, server and tests agree on it. */
  now: Date;
  /** Appointment length in ms (the chosen service's duration); defaults to `policy.defaultDuration`. */
  serviceDuration?: number | undefined;
}

/**
 * Turns staff availability into bookable slots (SPEC section 4, "Slot generation"):
 * - only items with status 'available' count;
 * - within an item, slots start at item start + preBuffer and the last one starts no later than
 *   item end − postBuffer − duration, so the appointment and both buffers fit inside the item;
 * - starts are spaced by `timeSlotInterval`, or by the appointment duration when the interval is
 *   absent or zero (SPEC: "falling back to defaultDuration"; the duration is the service's when
 *   given, which is the policy's defaultDuration otherwise);
 * - only starts at or after now + minimumLeadTime (and, if set, up to now + maximumAdvance);
 * - slots of several staff at the same instant are merged, staff ids unique and sorted;
 * - the result is sorted by time, one slot per instant.
 */
export function generateTimeSlots({
  availability,
  policy,
  now,
  serviceDuration,
}: GenerateTimeSlotsOptions): TimeSlot[] {
  const duration = serviceDuration ?? parseIsoDuration(policy.defaultDuration);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new RangeError(`Appointment duration must be positive, got ${duration} ms.`);
  }
  const configuredInterval = policy.timeSlotInterval ? parseIsoDuration(policy.timeSlotInterval) : 0;
  const interval = configuredInterval > 0 ? configuredInterval : duration;
  const preBuffer = parseIsoDuration(policy.preBuffer);
  const postBuffer = parseIsoDuration(policy.postBuffer);
  const earliest = now.getTime() + parseIsoDuration(policy.minimumLeadTime);
  const latest = policy.maximumAdvance ? now.getTime() + parseIsoDuration(policy.maximumAdvance) : Infinity;

  const staffByTime = new Map<number, Set<string>>();
  for (const { staffId, availabilityItems } of availability) {
    for (const item of availabilityItems) {
      if (item.status !== 'available') continue;
      const itemStart = toUtcDate(item.startDateTime.dateTime, item.startDateTime.timeZone).getTime();
      const itemEnd = toUtcDate(item.endDateTime.dateTime, item.endDateTime.timeZone).getTime();
      const first = itemStart + preBuffer;
      const last = Math.min(itemEnd - postBuffer - duration, latest);
      // Jump over starts before the lead time instead of walking them, staying on the item's grid.
      const skipped = first < earliest ? Math.ceil((earliest - first) / interval) : 0;
      for (let start = first + skipped * interval; start <= last; start += interval) {
        const staff = staffByTime.get(start) ?? new Set<string>();
        staff.add(staffId);
        staffByTime.set(start, staff);
      }
    }
  }

  return [...staffByTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, staff]) => ({ time: new Date(time).toISOString(), staffIds: [...staff].sort() }));
}

/**
 * Chooses the staff member to book among those free for the slot (SPEC section 4): uniformly at
 * random, `random` being injectable for tests. Undefined for a slot without staff.
 */
export function pickRandomStaff(slot: TimeSlot, random: () => number = Math.random): string | undefined {
  const count = slot.staffIds.length;
  if (count === 0) return undefined;
  // Clamp guards against a generator returning exactly 1 (Math.random never does; test doubles may).
  const index = Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
  return slot.staffIds[index];
}
