/**
 * ISO 8601 durations as Microsoft Graph Bookings writes them in a scheduling policy
 * ('PT30M', 'PT24H', 'P1D', 'PT0S', 'P1DT2H30M15.5S'). Only days, hours, minutes and seconds are
 * accepted: years, months and weeks either vary in length or never appear in Bookings, and a
 * silent guess would shift every slot, so they are refused with a clear error.
 */
const durationPattern = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const secondMs = 1000;
const minuteMs = 60 * secondMs;
const hourMs = 60 * minuteMs;
/** A "day" here is 24 hours, as in Graph's lead times; calendar days are handled by time zones. */
const dayMs = 24 * hourMs;

/**
 * Parses an ISO 8601 duration of days, hours, minutes and seconds into milliseconds.
 * Throws a RangeError naming the value for anything else (empty, 'P', 'PT', 'P1M', 'P1W', '-PT1H').
 */
export function parseIsoDuration(duration: string): number {
  const trimmed = duration.trim().toUpperCase();
  const match = durationPattern.exec(trimmed);
  // 'P' and 'PT' alone (and a trailing 'T' with no time part) match the pattern but mean nothing.
  if (!match || trimmed === 'P' || trimmed.endsWith('T')) {
    throw new RangeError(
      `Unsupported ISO 8601 duration "${duration}": expected days, hours, minutes and seconds, e.g. PT30M or P1DT2H.`,
    );
  }
  const [, days, hours, minutes, seconds] = match;
  return Math.round(
    Number(days ?? 0) * dayMs +
      Number(hours ?? 0) * hourMs +
      Number(minutes ?? 0) * minuteMs +
      Number((seconds ?? '0').replace(',', '.')) * secondMs,
  );
}
