import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '../../i18n/languages.ts';
import { addDays } from './booking-slots.ts';
import { getDatePickerTarget, getTabStopDate, isDatePickerKey } from './date-picker-keys.ts';
import { formatDateKey, formatMonth, getWeekdayNames } from './format-booking-time.ts';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  id: string;
  label: string;
  lang: Language;
  /** First and last date shown ('YYYY-MM-DD'): the availability window. */
  first: string;
  last: string;
  /** Dates that have at least one slot; every other date is unavailable (SPEC section 4). */
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

/** The month header: previous month, the month's name (announced when it changes), next month. */
function MonthHeader(props: {
  id: string;
  label: string;
  title: string;
  labels: DatePickerProps['labels'];
  canGoBack: boolean;
  canGoOn: boolean;
  onShift: (by: number) => void;
}) {
  return (
    <div className="date-picker__header">
      <span className="visually-hidden" id={`${props.id}-label`}>
        {props.label}
      </span>
      <button
        type="button"
        className="date-picker__nav"
        onClick={() => props.onShift(-1)}
        disabled={!props.canGoBack}
        aria-label={props.labels.previousMonth}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="date-picker__month" aria-live="polite">
        {props.title}
      </p>
      <button
        type="button"
        className="date-picker__nav"
        onClick={() => props.onShift(1)}
        disabled={!props.canGoOn}
        aria-label={props.labels.nextMonth}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/**
 * A month calendar of day buttons, one Tab stop (roving tabindex, WAI-ARIA date picker pattern):
 * arrows move by a day or a week, Home/End to the week's start and end, PageUp/PageDown by a month
 * (with Shift by a year), Enter or Space choose the day. Days without a free slot stay reachable
 * but are `aria-disabled`, so assistive technology reads them as unavailable; the chosen day is
 * pressed, and each day's accessible name is its full date.
 */
export function DatePicker(props: DatePickerProps) {
  const { id, label, lang, first, last, enabled, value, onChange, disabled, labels } = props;
  const [month, setMonth] = useState((value || first).slice(0, 7));
  const [shownValue, setShownValue] = useState(value);
  const [focused, setFocused] = useState<string | undefined>();
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  // A date chosen from outside (the preset earliest date, a suggested slot) brings its month into view.
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setMonth(value.slice(0, 7));
  }
  const tabStop = getTabStopDate({ month, focused, value, enabled, first, last });
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if (!isDatePickerKey(event.key)) return;
    event.preventDefault();
    const target = getDatePickerTarget(date, event.key, { first, last }, event.shiftKey);
    moveFocus.current = true;
    setFocused(target);
    setMonth(target.slice(0, 7));
  };
  const cells = getMonthCells(month);
  return (
    <div className="date-picker" role="group" aria-labelledby={`${id}-label`}>
      <MonthHeader
        id={id}
        label={label}
        title={formatMonth(month, lang)}
        labels={labels}
        canGoBack={!disabled && month > first.slice(0, 7)}
        canGoOn={!disabled && month < last.slice(0, 7)}
        onShift={(by) => setMonth(shiftMonth(month, by))}
      />
      <div className="date-picker__grid" ref={grid}>
        {getWeekdayNames(lang).map((weekday) => (
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
              tabIndex={date === tabStop ? 0 : -1}
              aria-label={formatDateKey(date, lang)}
              aria-pressed={date === value}
              aria-disabled={!enabled.has(date) || undefined}
              disabled={disabled}
              onKeyDown={(event) => onKeyDown(event, date)}
              onFocus={() => setFocused(date)}
              onClick={() => {
                if (enabled.has(date)) onChange(date);
              }}
            >
              {Number(date.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
