import { useState } from 'react';
import type { Language } from '../../i18n/languages.ts';
import { addDays } from './booking-slots.ts';
import { formatDateKey, formatMonth, getWeekdayNames } from './format-booking-time.ts';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  id: string;
  label: string;
  lang: Language;
  /** First and last date shown ('YYYY-MM-DD'): the availability window. */
  first: string;
  last: string;
  /** Dates that have at least one slot; every other date is disabled (SPEC section 4). */
  enabled: ReadonlySet<string>;
  value: string;
  onChange: (date: string) => void;
  disabled?: boolean | undefined;
  labels: { previousMonth: string; nextMonth: string };
}

/** The cells of a month, Monday first: a date key, or undefined for the blanks around the month. */
function getMonthCells(month: string): (string | undefined)[] {
  const firstDay = `${month}-01`;
  const weekday = (new Date(`${firstDay}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | undefined)[] = Array.from({ length: weekday }, () => undefined);
  for (let date = firstDay; date.startsWith(month); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(undefined);
  return cells;
}

function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * A month calendar of day buttons: days without a free slot are disabled, the chosen day is
 * pressed, and each day's accessible name is its full date. Previous and next month move within
 * the availability window.
 */
export function DatePicker({
  id,
  label,
  lang,
  first,
  last,
  enabled,
  value,
  onChange,
  disabled,
  labels,
}: DatePickerProps) {
  const [month, setMonth] = useState((value || first).slice(0, 7));
  const [shownValue, setShownValue] = useState(value);
  // A date chosen from outside (the preset earliest date, a suggested slot) brings its month into view.
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setMonth(value.slice(0, 7));
  }
  const weekdays = getWeekdayNames(lang);
  const cells = getMonthCells(month);
  const canGoBack = month > first.slice(0, 7);
  const canGoOn = month < last.slice(0, 7);
  return (
    <div className="date-picker" role="group" aria-labelledby={`${id}-label`}>
      <div className="date-picker__header">
        <span className="visually-hidden" id={`${id}-label`}>
          {label}
        </span>
        <button
          type="button"
          className="date-picker__nav"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={disabled || !canGoBack}
          aria-label={labels.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="date-picker__month" aria-live="polite">
          {formatMonth(month, lang)}
        </p>
        <button
          type="button"
          className="date-picker__nav"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={disabled || !canGoOn}
          aria-label={labels.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="date-picker__grid">
        {weekdays.map((weekday) => (
          <span key={weekday} className="date-picker__weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {cells.map((date, index) =>
          date === undefined || date < first || date > last ? (
            <span key={date ?? `blank-${index}`} className="date-picker__blank" aria-hidden="true">
              {date ? Number(date.slice(8)) : ''}
            </span>
          ) : (
            <button
              key={date}
              type="button"
              className="date-picker__day"
              data-date={date}
              aria-label={formatDateKey(date, lang)}
              aria-pressed={date === value}
              disabled={disabled || !enabled.has(date)}
              onClick={() => onChange(date)}
            >
              {Number(date.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
