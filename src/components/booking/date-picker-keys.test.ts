import { describe, expect, it } from 'vitest';
import { addMonths, getDatePickerTarget, getTabStopDate, isDatePickerKey } from './date-picker-keys.ts';

const window = { first: '2026-01-05', last: '2026-03-20' };

describe('date picker keys (WAI-ARIA date picker grid)', () => {
  it('moves by a day, a week, to the week ends and by a month', () => {
    // 2026-01-14 is a Wednesday.
    expect(getDatePickerTarget('2026-01-14', 'ArrowRight', window)).toBe('2026-01-15');
    expect(getDatePickerTarget('2026-01-14', 'ArrowLeft', window)).toBe('2026-01-13');
    expect(getDatePickerTarget('2026-01-14', 'ArrowDown', window)).toBe('2026-01-21');
    expect(getDatePickerTarget('2026-01-14', 'ArrowUp', window)).toBe('2026-01-07');
    expect(getDatePickerTarget('2026-01-14', 'Home', window)).toBe('2026-01-12');
    expect(getDatePickerTarget('2026-01-14', 'End', window)).toBe('2026-01-18');
    expect(getDatePickerTarget('2026-01-14', 'PageDown', window)).toBe('2026-02-14');
    expect(getDatePickerTarget('2026-02-14', 'PageUp', window)).toBe('2026-01-14');
  });

  it('stays within the window', () => {
    expect(getDatePickerTarget('2026-01-06', 'ArrowUp', window)).toBe('2026-01-05');
    expect(getDatePickerTarget('2026-03-18', 'PageDown', window)).toBe('2026-03-20');
    expect(getDatePickerTarget('2026-01-14', 'PageDown', window, true)).toBe('2026-03-20');
  });

  it('clamps a month move to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('knows its keys', () => {
    expect(isDatePickerKey('PageDown')).toBe(true);
    expect(isDatePickerKey('Enter')).toBe(false);
  });

  it('puts the one Tab stop on the focused, chosen, first available or first shown day', () => {
    const enabled = new Set(['2026-01-20', '2026-02-10']);
    const base = { focused: undefined, value: '', enabled, ...window };
    expect(getTabStopDate({ ...base, month: '2026-01', focused: '2026-01-09' })).toBe('2026-01-09');
    expect(getTabStopDate({ ...base, month: '2026-01', focused: '2026-02-09', value: '2026-01-22' })).toBe(
      '2026-01-22',
    );
    expect(getTabStopDate({ ...base, month: '2026-02' })).toBe('2026-02-10');
    expect(getTabStopDate({ ...base, month: '2026-03' })).toBe('2026-03-01');
    expect(getTabStopDate({ ...base, month: '2026-01', enabled: new Set() })).toBe('2026-01-05');
  });
});
