import { formatLocales, type Language } from '../../i18n/languages.ts';
import { bookingTimeZone } from './booking-slots.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(
  lang: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(formatLocales[lang], { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `HH:mm` of an instant in `timeZone` (Zurich unless told otherwise; SPEC section 9). */
export function formatTime(instant: string | number, lang: Language, timeZone = bookingTimeZone): string {
  return getFormatter(lang, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

/** A date as SPEC section 9 writes it (day numeric, month long, year numeric) with the weekday. */
export function formatLongDate(instant: string | number, lang: Language, timeZone = bookingTimeZone): string {
  return getFormatter(lang, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}

/** A Zurich calendar date 'YYYY-MM-DD' as a long date (noon avoids any zone edge). */
export function formatDateKey(date: string, lang: Language): string {
  return formatLongDate(Date.parse(`${date}T12:00:00Z`), lang, 'UTC');
}

/** Month and year of a 'YYYY-MM' key, e.g. "November 2026". */
export function formatMonth(month: string, lang: Language): string {
  return getFormatter(lang, 'UTC', { month: 'long', year: 'numeric' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** Short weekday names Monday first, e.g. ["Mo", "Tu", ...] in the page language. */
export function getWeekdayNames(lang: Language): string[] {
  const formatter = getFormatter(lang, 'UTC', { weekday: 'short' });
  // 7 December 2026 is a Monday.
  return Array.from({ length: 7 }, (_, index) =>
    formatter.format(new Date(Date.UTC(2026, 11, 7 + index, 12))),
  );
}

/** The browser's time zone once read (null: not read yet). */
let visitorTimeZone: string | undefined | null = null;

/**
 * The visitor's own time zone, when the browser tells it. Read once per page: it does not change
 * while the page is open, and building the `Intl.DateTimeFormat` that tells it is the dearest part
 * of the first render that needs it (the first one in a page loads the locale's data: about 100 ms
 * of a booking's 4x-throttled open, when the service step still asked for it).
 */
export function getVisitorTimeZone(): string | undefined {
  if (visitorTimeZone === null) {
    try {
      visitorTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      visitorTimeZone = undefined;
    }
  }
  return visitorTimeZone;
}

/** The visitor's time of `instant` when it reads differently from Zurich's, else undefined. */
export function getVisitorTime(
  instant: string,
  lang: Language,
  visitorZone: string | undefined,
): string | undefined {
  if (!visitorZone || visitorZone === bookingTimeZone) return undefined;
  try {
    const own = formatTime(instant, lang, visitorZone);
    const ownDate = formatLongDate(instant, lang, visitorZone);
    return own === formatTime(instant, lang) && ownDate === formatLongDate(instant, lang) ? undefined : own;
  } catch {
    return undefined;
  }
}
