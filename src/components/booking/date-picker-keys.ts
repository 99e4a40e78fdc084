import { addDays } from './booking-slots.ts';

/** Keys the date picker's days answer to (WAI-ARIA APG date picker dialog, grid navigation). */
export const datePickerKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;

export type DatePickerKey = (typeof datePickerKeys)[number];

/** True for a key the day grid handles itself. */
export function isDatePickerKey(key: string): key is DatePickerKey {
  return (datePickerKeys as readonly string[]).includes(key);
}

/** Monday = 0 … Sunday = 6 of a 'YYYY-MM-DD' date. */
function getWeekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The same day of the month `by` months on, clamped to the last day of the shorter month. */
export function addMonths(date: string, by: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + by + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + by, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The day a key moves the focus to from `date`, kept within the picker's window [first, last]:
 * arrows by a day or a week, Home and End to the start (Monday) and end (Sunday) of the week,
 * PageUp and PageDown by a month (Shift with them by a year).
 */
export function getDatePickerTarget(
  date: string,
  key: DatePickerKey,
  window: { first: string; last: string },
  shiftKey = false,
): string {
  const weekday = getWeekdayIndex(date);
  const moves: Record<DatePickerKey, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekday),
    End: () => addDays(date, 6 - weekday),
    PageUp: () => addMonths(date, shiftKey ? -12 : -1),
    PageDown: () => addMonths(date, shiftKey ? 12 : 1),
  };
  const target = moves[key]();
  if (target < window.first) return window.first;
  if (target > window.last) return window.last;
  return target;
}

/**
 * The day that holds the picker's one tab stop in `month` ('YYYY-MM'): the focused day when it is
 * in view, else the chosen day, else the first available day, else the first day of the window
 * shown in that month.
 */
export function getTabStopDate(options: {
  month: string;
  focused: string | undefined;
  value: string;
  enabled: ReadonlySet<string>;
  first: string;
  last: string;
}): string {
  const { month, focused, value, enabled, first, last } = options;
  const inView = (date: string | undefined): date is string =>
    date !== undefined && date.startsWith(month) && date >= first && date <= last;
  if (inView(focused)) return focused;
  if (inView(value)) return value;
  const available = [...enabled].filter(inView).sort()[0];
  if (available) return available;
  const start = `${month}-01` < first ? first : `${month}-01`;
  return start;
}
