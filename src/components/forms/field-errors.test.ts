import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/strings/de.ts';
import { en } from '../../i18n/strings/en.ts';
import { fr } from '../../i18n/strings/fr.ts';
import { it as itStrings } from '../../i18n/strings/it.ts';
import { getFieldErrorKey, mapServerFieldErrors, type FieldKind } from './field-errors.ts';

describe('field error messages', () => {
  it('words each code for the kind of field it is under', () => {
    expect(getFieldErrorKey('invalid-field', 'text')).toBe('error.invalid-field');
    expect(getFieldErrorKey('invalid-characters', 'text')).toBe('error.invalid-characters');
    expect(getFieldErrorKey('invalid-characters', 'email')).toBe('error.invalid-characters');
    expect(getFieldErrorKey('invalid-email', 'email')).toBe('error.invalid-email');
    expect(getFieldErrorKey('invalid_phone', 'text')).toBe('error.invalid-phone');
    expect(getFieldErrorKey('invalid-field', 'checkbox')).toBe('error.required-checkbox');
    expect(getFieldErrorKey('invalid-field', 'select')).toBe('error.invalid-service');
    expect(getFieldErrorKey('invalid-timeslot', 'select')).toBe('error.invalid-service');
    expect(getFieldErrorKey('invalid-timeslot', 'text')).toBe('error.invalid-timeslot');
    expect(getFieldErrorKey('Invalid email address', 'email')).toBe('error.invalid-email');
    expect(getFieldErrorKey('invalid-field', 'date')).toBe('error.invalid-date');
  });

  it('words the server refusals of an SMS number or a booking in every language, whatever the field', () => {
    const refusals = ['sms-country', 'sms-not-mobile', 'sms-limit', 'booking-limit'];
    for (const code of refusals) {
      for (const kind of ['phone', 'email', 'text'] as FieldKind[]) {
        const key = getFieldErrorKey(code, kind);
        expect(key).toBe(`error.${code}`);
        for (const strings of [en, de, fr, itStrings]) expect(strings[key]).toMatch(/^\S.{20,}\.$/);
      }
    }
  });

  it('has an English instruction for every key it can give', () => {
    const kinds: FieldKind[] = ['text', 'email', 'phone', 'checkbox', 'select', 'date', 'digits'];
    const codes = [
      'invalid-field',
      'invalid-email',
      'invalid-phone',
      'invalid-service',
      'invalid-timeslot',
      'unknown-field',
      undefined,
    ];
    for (const kind of kinds)
      for (const code of codes) expect(en[getFieldErrorKey(code, kind)]).toMatch(/^Please /);
  });

  it('maps server field names back to form fields and drops what the form does not show', () => {
    const fields = new Set(['firstName', 'email', 'phone']);
    expect(
      mapServerFieldErrors(
        { firstname: 'invalid-field', email: 'invalid-email', formId: 'invalid-field' },
        { firstname: 'firstName' },
        fields,
      ),
    ).toEqual([
      ['firstName', 'invalid-field'],
      ['email', 'invalid-email'],
    ]);
    expect(mapServerFieldErrors({ formId: 'invalid-field' }, {}, fields)).toEqual([]);
  });
});
