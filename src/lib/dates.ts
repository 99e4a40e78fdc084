import { formatLocales, type Language } from './languages.ts';

/** Every date and time on the site is shown in the bank's time zone (SPEC section 9). */
export const zurichTimeZone = 'Europe/Zurich';

/** The calendar and clock fields of an instant as seen in Zurich; month 1-12, hour 0-23. */
export interface ZurichParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter each, built once: Intl formatters are costly to create and these run per page.
const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: zurichTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
const longDateFormatters = new Map<Language, Intl.DateTimeFormat>();

function toValidDate(date: Date | number): Date {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) {
    throw new RangeError('Invalid date: pass a Date or a timestamp (parseStoryblokDate gives one).');
  }
  return value;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The year, month, day, hour, minute and second of an instant in Europe/Zurich, DST included. */
export function getZurichParts(date: Date | number): ZurichParts {
  const fields = new Map(
    partsFormatter.formatToParts(toValidDate(date)).map((part) => [part.type, part.value]),
  );
  const read = (type: Intl.DateTimeFormatPartTypes): number => Number(fields.get(type));
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

/**
 * A date written out in the page's language, day numeric, month long, year numeric (SPEC section 9):
 * en (as en-CH) "21 November 2026", de "21. November 2026", fr "21 novembre 2026", it "21 novembre 2026".
 */
export function formatLongDate(date: Date | number, lang: Language): string {
  let formatter = longDateFormatters.get(lang);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(formatLocales[lang], {
      timeZone: zurichTimeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDateFormatters.set(lang, formatter);
  }
  return formatter.format(toValidDate(date));
}

/** The Zurich clock time as HH:mm, 24-hour ("09:05", "00:30"). */
export function formatTime(date: Date | number): string {
  const { hour, minute } = getZurichParts(date);
  return `${pad(hour)}:${pad(minute)}`;
}

/** The Zurich calendar date as DD.MM.YYYY ("02.03.2026"). */
export function formatDateNumeric(date: Date | number): string {
  const { year, month, day } = getZurichParts(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** The Zurich calendar date as DD.MM.YY ("02.03.26"). */
export function formatDateShort(date: Date | number): string {
  const { year, month, day } = getZurichParts(date);
  return `${pad(day)}.${pad(month)}.${pad(year % 100)}`;
}

const storyblokDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(?:Z|\+00:00)?$/;

/**
 * The instant of a Storyblok date: date fields hold UTC as "2026-03-02 09:00" (also accepted:
 * "2026-03-02", seconds, and the ISO form "2026-03-02T09:00:00.000Z" of `published_at`).
 * Gives undefined for an empty field (Storyblok stores "") or a malformed or impossible date
 * ("2026-02-30"), so the content mapping can report the story and field.
 */
export function parseStoryblokDate(value: string): Date | undefined {
  const match = storyblokDatePattern.exec(value.trim());
  if (match === null) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return roundTrips ? date : undefined;
}
