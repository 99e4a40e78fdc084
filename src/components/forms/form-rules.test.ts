import { describe, expect, it } from 'vitest';
import { amgContactForm, shewealthForm, tripleAForm } from './advice-forms.ts';
import {
  contactUsForm,
  extendedContactForm,
  partnerContactForm,
  simpleContactForm,
  subscribeForm,
} from './contact-forms.ts';
import type { FormDefinition } from './form-definition.ts';
import { confirmations, loadRulesOf, person, phone } from './form-test-values.ts';
import { complaintForm, lostCardForm, smsForm } from './service-forms.ts';

const schemaOf = await loadRulesOf([
  amgContactForm,
  shewealthForm,
  tripleAForm,
  contactUsForm,
  extendedContactForm,
  partnerContactForm,
  simpleContactForm,
  subscribeForm,
  complaintForm,
  lostCardForm,
  smsForm,
]);

/** The message code of each invalid field. */
function codes(definition: FormDefinition, values: Record<string, unknown>): Record<string, string> {
  const result = schemaOf(definition).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('validation rules (SPEC section 5)', () => {
  it('requires trimmed text, a valid e-mail, a phone of digits and spaces, and both confirmations', () => {
    expect(
      codes(contactUsForm, {
        ...contactUsForm.defaultValues,
        firstName: '   ',
        email: 'anna@',
        phone: '+41 79',
      }),
    ).toEqual({
      firstName: 'invalid-field',
      lastName: 'invalid-field',
      email: 'invalid-email',
      phone: 'invalid-phone',
      howDidYouHear: 'invalid-field',
      message: 'invalid-field',
      isSwissResidentConfirmed: 'invalid-field',
      isPrivacyPolicyConfirmed: 'invalid-field',
    });
  });

  it('does not ask existing clients how they heard of the bank', () => {
    expect(codes(contactUsForm, { ...contactUsForm.defaultValues, isCustomer: true })).not.toHaveProperty(
      'howDidYouHear',
    );
  });

  it('limits text to its maximum length', () => {
    expect(codes(simpleContactForm, { ...person, ...confirmations, firstName: 'x'.repeat(33) })).toEqual({
      firstName: 'invalid-field',
    });
    expect(codes(simpleContactForm, { ...person, ...confirmations, firstName: 'x'.repeat(32) })).toEqual({});
  });

  it('takes valid numbers of the chosen country (libphonenumber), trimmed, within 32 characters', () => {
    for (const number of ['1', ' 1', '12', '170', '0000 000000'])
      expect(codes(smsForm, { phoneCode: phone.phoneCode, phone: number }), number).toEqual({
        phone: 'invalid-phone',
      });
    expect(codes(smsForm, { phoneCode: phone.phoneCode, phone: ' 170 1234567 ' })).toEqual({});
    // The same digits are no number in another country.
    expect(codes(smsForm, { phoneCode: { alphaCode: 'CH', code: '41' }, phone: '170 1234567' })).toEqual({
      phone: 'invalid-phone',
    });
    const complaint = {
      ...complaintForm.defaultValues,
      ...person,
      address: 'a',
      postalCode: '1',
      city: 'c',
      service: 'other',
      message: 'm',
      isTermsAccepted: true,
    };
    expect(codes(complaintForm, { ...complaint, phone: '123' })).toEqual({ phone: 'invalid-phone' });
    expect(codes(complaintForm, { ...complaint, phone: '79 123 45 67' })).toEqual({});
    // The dial code is sent in front of the number, so the whole must fit the 32 characters.
    const spaced = (length: number) => `79${' '.repeat(length - 11)}123 45 67`;
    expect(codes(complaintForm, { ...complaint, phone: spaced(29) })).toEqual({});
    expect(codes(complaintForm, { ...complaint, phone: spaced(30) })).toEqual({ phone: 'invalid-phone' });
  });

  it('requires a complaint subject from the list', () => {
    const complaint = {
      ...complaintForm.defaultValues,
      ...person,
      address: 'a',
      postalCode: '1',
      city: 'c',
      phone: '79 123 45 67',
      message: 'm',
      isTermsAccepted: true,
    };
    expect(codes(complaintForm, { ...complaint, service: '' })).toEqual({ service: 'invalid-service' });
    expect(codes(complaintForm, { ...complaint, service: 'lottery' })).toEqual({
      service: 'invalid-service',
    });
  });

  it('checks a lost card date of birth and the optional four digits', () => {
    const lost = { firstName: 'A', lastName: 'B', ...phone, cardLastDigits: '', isBlockConfirmed: true };
    expect(codes(lostCardForm, { ...lost, dateOfBirth: '31.02.1985' })).toEqual({
      dateOfBirth: 'invalid-field',
    });
    expect(codes(lostCardForm, { ...lost, dateOfBirth: '24.03.1985', cardLastDigits: '12a4' })).toEqual({
      cardLastDigits: 'invalid-field',
    });
  });

  it('starts every form from valid-looking defaults: empty text, CH +41, nothing ticked', () => {
    for (const definition of [
      contactUsForm,
      subscribeForm,
      partnerContactForm,
      extendedContactForm,
      smsForm,
      lostCardForm,
      amgContactForm,
      tripleAForm,
      shewealthForm,
    ]) {
      expect(definition.defaultValues).toMatchObject({ phoneCode: { alphaCode: 'CH', code: '41' } });
    }
    expect(extendedContactForm.defaultValues).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: '',
      isSwissResidentConfirmed: false,
      isPrivacyPolicyConfirmed: false,
    });
  });
});
