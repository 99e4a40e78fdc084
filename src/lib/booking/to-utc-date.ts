/**
 * Time-zone arithmetic for Graph's local date-times, using only `Intl` so the rules come from the
 * runtime's time-zone database (no hand-written daylight-saving rules to go stale).
 */

/** Windows zone names Graph may send, mapped to IANA (CLDR windowsZones; CH for W. Europe). */
const windowsTimeZones: Readonly<Record<string, string>> = {
  'tzone://Microsoft/Utc': 'UTC',
  'Coordinated Universal Time': 'UTC',
  'W. Europe Standard Time': 'Europe/Zurich',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kyiv',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
};

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const dayMs = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Maps a Graph zone name to an IANA zone Intl accepts: Windows names through CLDR's table,
 * everything else ('UTC', 'Europe/Zurich') as is. Throws a RangeError for unknown zones.
 */
export function resolveTimeZone(timeZone: string): string {
  const name = windowsTimeZones[timeZone.trim()] ?? timeZone.trim();
  getFormatter(name);
  return name;
}

/**
 * Converts Graph's local `dateTime` read in `timeZone` to the instant it denotes. Across the
 * spring-forward gap a missing wall time moves forward by the gap (02:30 on 29 March 2026 in
 * Zurich is 03:30 CEST); in the autumn overlap the earlier occurrence wins (as Temporal's
 * 'compatible'). A `dateTime` carrying its own offset or 'Z' is taken as written.
 */
export function toUtcDate(dateTime: string, timeZone: string): Date {
  const match = dateTimePattern.exec(dateTime.trim());
  if (!match)
    throw new RangeError(`Invalid Graph dateTime "${dateTime}": expected YYYY-MM-DDTHH:mm[:ss[.f]].`);
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const milliseconds = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  const wallMs = wall + Number(second ?? 0) * 1000 + milliseconds;
  // Date.UTC rolls 31 April over to 1 May; a round trip catches such impossible dates.
  const roundTrip = new Date(wall).toISOString().slice(0, 16);
  if (roundTrip !== `${year}-${month}-${day}T${hour}:${minute}` || Number(second ?? 0) > 59) {
    throw new RangeError(`Invalid Graph dateTime "${dateTime}": no such date or time.`);
  }
  if (offset) {
    if (offset.toUpperCase() === 'Z') return new Date(wallMs);
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.replace(/\D/g, '');
    return new Date(wallMs - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000);
  }
  const zone = resolveTimeZone(timeZone);
  const offsetBefore = getOffsetMs(wallMs - dayMs, zone);
  const offsetAfter = getOffsetMs(wallMs + dayMs, zone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((candidateOffset) => wallMs - candidateOffset)
    .filter((instant) => getOffsetMs(instant, zone) === wallMs - instant)
    .sort((a, b) => a - b);
  // No candidate: the wall time falls in a gap; reading it with the earlier offset moves it forward.
  return new Date(candidates[0] ?? wallMs - offsetBefore);
}

/** The calendar date 'YYYY-MM-DD' of an instant in a time zone (Europe/Zurich by default). */
export function toZonedDateKey(instant: Date | number, timeZone = 'Europe/Zurich'): string {
  const fields = getZonedFields(
    typeof instant === 'number' ? instant : instant.getTime(),
    resolveTimeZone(timeZone),
  );
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}`;
}

/** Offset of `zone` from UTC at `instant`, in ms (+1 h is 3 600 000 for Zurich in winter). */
function getOffsetMs(instant: number, zone: string): number {
  const f = getZonedFields(instant, zone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

function getZonedFields(instant: number, zone: string) {
  const parts = getFormatter(zone).formatToParts(new Date(instant));
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  // Some engines still print midnight as hour 24 despite hourCycle h23.
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour') % 24,
    minute: read('minute'),
    second: read('second'),
  };
}

function getFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone "${zone}": use an IANA name, 'UTC' or a known Windows name.`);
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}
