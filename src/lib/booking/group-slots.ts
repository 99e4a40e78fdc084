import { toUtcDate, toZonedDateKey } from './to-utc-date.ts';
import type { GroupedAvailability, GroupedSlots, StaffAvailability, TimeSlot } from './types.ts';

/**
 * Groups slots by their calendar date in `timeZone` (Europe/Zurich: the bank's calendar, whatever
 * the visitor's zone), for the date picker. Dates come in ascending order, slots by time within
 * each date; a slot at 00:30 Zurich time belongs to that Zurich day even though it is the
 * previous day in UTC.
 */
export function groupSlotsByDate(slots: readonly TimeSlot[], timeZone = 'Europe/Zurich'): GroupedSlots {
  const byDate = new Map<string, TimeSlot[]>();
  for (const slot of slots) {
    const key = toZonedDateKey(Date.parse(slot.time), timeZone);
    const list = byDate.get(key) ?? [];
    list.push(slot);
    byDate.set(key, list);
  }
  const sorted: GroupedSlots = new Map();
  for (const key of [...byDate.keys()].sort()) {
    const list = byDate.get(key) ?? [];
    sorted.set(
      key,
      list.sort((a, b) => Date.parse(a.time) - Date.parse(b.time)),
    );
  }
  return sorted;
}

/**
 * The earliest date that has at least one slot, which the booking step presets (SPEC section 4);
 * undefined when nothing is bookable.
 */
export function getEarliestSlotDate(grouped: GroupedSlots): string | undefined {
  let earliest: string | undefined;
  for (const [date, slots] of grouped) {
    // 'YYYY-MM-DD' keys compare correctly as strings.
    if (slots.length > 0 && (earliest === undefined || date < earliest)) earliest = date;
  }
  return earliest;
}

/**
 * Groups the 'available' items per calendar date in `timeZone` and staff member (SPEC section 3,
 * "Grouped availability"). An item spanning midnight appears under every date it touches; its end
 * is exclusive, so an item ending at 00:00 does not reach into the next date.
 */
export function groupAvailabilityByDate(
  availability: readonly StaffAvailability[],
  timeZone = 'Europe/Zurich',
): GroupedAvailability {
  const byDate = new Map<string, Map<string, StaffAvailability>>();
  for (const { staffId, availabilityItems } of availability) {
    for (const item of availabilityItems) {
      if (item.status !== 'available') continue;
      const start = toUtcDate(item.startDateTime.dateTime, item.startDateTime.timeZone).getTime();
      const end = toUtcDate(item.endDateTime.dateTime, item.endDateTime.timeZone).getTime();
      if (end <= start) continue;
      const lastKey = toZonedDateKey(end - 1, timeZone);
      for (let key = toZonedDateKey(start, timeZone); key <= lastKey; key = getNextDateKey(key)) {
        const staff = byDate.get(key) ?? new Map<string, StaffAvailability>();
        const entry = staff.get(staffId) ?? { staffId, availabilityItems: [] };
        entry.availabilityItems.push(item);
        staff.set(staffId, entry);
        byDate.set(key, staff);
      }
    }
  }
  const grouped: GroupedAvailability = new Map();
  for (const key of [...byDate.keys()].sort()) grouped.set(key, [...(byDate.get(key)?.values() ?? [])]);
  return grouped;
}

/** The calendar day after 'YYYY-MM-DD' (pure calendar arithmetic, no time zone involved). */
function getNextDateKey(key: string): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
