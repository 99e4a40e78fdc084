/**
 * Half-open time intervals [start, end) in epoch milliseconds, the arithmetic of availability:
 * working hours minus appointments minus absences.
 */
export interface Interval {
  start: number;
  end: number;
}

/** Sorts, drops empty intervals and merges the ones that overlap or touch. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The parts of `base` not covered by any of `cuts`, merged and sorted. */
export function subtractIntervals(base: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  const holes = mergeIntervals(cuts);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(base)) {
    let start = interval.start;
    for (const hole of holes) {
      if (hole.end <= start) continue;
      if (hole.start >= interval.end) break;
      if (hole.start > start) result.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
      if (start >= interval.end) break;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/** The parts of `intervals` that lie inside `window`. */
export function clipIntervals(intervals: readonly Interval[], window: Interval): Interval[] {
  return intervals
    .map((interval) => ({
      start: Math.max(interval.start, window.start),
      end: Math.min(interval.end, window.end),
    }))
    .filter((interval) => interval.end > interval.start);
}

/** The parts of `intervals` that `mask` covers (intersection), merged and sorted. */
export function intersectIntervals(intervals: readonly Interval[], mask: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const part of mergeIntervals(mask)) result.push(...clipIntervals(intervals, part));
  return mergeIntervals(result);
}
