import type { EventContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { formatDateNumeric, formatLongDate, formatTime, parseStoryblokDate } from '../../lib/dates.ts';
import { getEventEnd } from './split-events.ts';

/** When an event takes place, written in Europe/Zurich time (SPEC section 9). */
export interface EventSchedule {
  start: Date;
  end: Date;
  /** "3 December 2026", "3. Dezember 2026". */
  startDate: string;
  endDate: string;
  /** "03.12.2026". */
  startDateNumeric: string;
  /** "18:00". */
  startTime: string;
  endTime: string;
  /** True when the event starts and ends on the same Zurich calendar day. */
  isSingleDay: boolean;
}

/** The schedule of an event in `lang`, or undefined when its start date is not a date. */
export function getEventSchedule(event: EventContent, lang: Language): EventSchedule | undefined {
  const start = parseStoryblokDate(event.date);
  if (!start) return undefined;
  const end = getEventEnd(event) ?? start;
  return {
    start,
    end,
    startDate: formatLongDate(start, lang),
    endDate: formatLongDate(end, lang),
    startDateNumeric: formatDateNumeric(start),
    startTime: formatTime(start),
    endTime: formatTime(end),
    isSingleDay: formatDateNumeric(start) === formatDateNumeric(end),
  };
}
