import { describe, expect, it } from 'vitest';
import { payloadSchemas, type FormType } from '../../forms/payloads.ts';
import { amgContactForm, shewealthForm, tripleAForm } from './advice-forms.ts';
import {
  contactUsForm,
  extendedContactForm,
  partnerContactForm,
  simpleContactForm,
  subscribeForm,
} from './contact-forms.ts';
import type { FormContext, FormDefinition } from './form-definition.ts';
import { confirmations, loadRulesOf, context, person, phone } from './form-test-values.ts';
import { complaintForm, lostCardForm, reportForm, smsForm } from './service-forms.ts';

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
  reportForm,
  smsForm,
]);

/** Validates typed values like the browser does, maps them, and checks the body against the server's own schema. */
function send(
  definition: FormDefinition,
  values: Record<string, unknown>,
  formType: FormType,
  formContext: FormContext = context,
) {
  const parsed = schemaOf(definition).safeParse(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  const request = definition.toRequest(parsed.data, formContext);
  const server = payloadSchemas[formType].safeParse({
    ...request.body,
    rt: 'token',
    rt_action: definition.action,
  });
  expect(server.error?.issues ?? []).toEqual([]);
  return request;
}

describe('payload mapping per form', () => {
  it('contact us: trimmed values to /api/contact/{form id}', () => {
    const request = send(
      contactUsForm,
      {
        isCustomer: false,
        ...person,
        ...phone,
        howDidYouHear: 'A friend',
        message: 'Hello',
        ...confirmations,
      },
      'contact',
    );
    expect(request.path).toBe('/api/contact/velora-contact-de');
    expect(request.body).toEqual({
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
      phoneCode: { alphaCode: 'DE', code: '49' },
      phone: '170 1234567',
      how_did_you_hear_about_us: 'A friend',
      message: 'Hello',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      location: context.location,
      title: context.title,
      language: 'de',
    });
  });

  it('contact us: existing clients to /api/existing-client-contact, sent as "existing customer"', () => {
    const request = send(
      contactUsForm,
      { isCustomer: true, ...person, ...phone, message: 'Card question', ...confirmations },
      'existing-client-contact',
    );
    expect(request.path).toBe('/api/existing-client-contact');
    expect(request.body['how_did_you_hear_about_us']).toBe('existing customer');
  });

  it('subscribe: the contact fields without message to the subscribe form id', () => {
    const request = send(
      subscribeForm,
      { ...person, ...phone, howDidYouHear: 'Podcast', ...confirmations },
      'subscribe',
    );
    expect(request.path).toBe('/api/contact/velora-subscribe-de');
    expect(request.body).not.toHaveProperty('message');
  });

  it('simple contact, partner and extended contact', () => {
    expect(send(simpleContactForm, { ...person, ...confirmations }, 'simple-contact').body).toMatchObject({
      formId: 'velora-simple-contact-de',
    });
    expect(
      send(partnerContactForm, { ...person, ...phone, ...confirmations }, 'affiliate-program').path,
    ).toBe('/api/affiliate-program');
    const extended = send(extendedContactForm, { ...person, ...phone, ...confirmations }, 'extended-contact');
    expect(extended.body).toMatchObject({
      formId: 'velora-extended-contact-de',
      phoneCode: '49',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    });
    const noPage = send(extendedContactForm, { ...person, ...phone, ...confirmations }, 'extended-contact', {
      ...context,
      location: '',
      title: '',
    });
    expect(noPage.body).toMatchObject({ location: 'undefined', title: 'undefined' });
  });

  it('complaint: dial code and number in one phone, the subject value, no empty company', () => {
    const values = {
      ...person,
      address: 'Rue du Rhône 1',
      postalCode: '1204',
      city: 'Genève',
      ...phone,
      service: 'fees',
      company: '',
      message: 'Too high',
      isTermsAccepted: true,
    };
    const request = send(complaintForm, values, 'complaint');
    expect(request.body).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      address: 'Rue du Rhône 1',
      email: 'anna@example.ch',
      postalCode: '1204',
      city: 'Genève',
      phone: '49 170 1234567',
      service: 'fees',
      message: 'Too high',
      location: context.location,
      language: 'de',
    });
  });

  it('SMS, lost card and report', () => {
    expect(
      send(smsForm, { phoneCode: { alphaCode: 'CH', code: '41' }, phone: '79 123 45 67' }, 'sms').body,
    ).toEqual({ phone: '41 79 123 45 67', locale: 'de' });
    const lost = send(
      lostCardForm,
      {
        firstName: 'Anna',
        lastName: 'Muster',
        ...phone,
        dateOfBirth: '24.03.1985',
        cardLastDigits: '',
        isBlockConfirmed: true,
      },
      'lost-card',
    );
    expect(lost.body).toMatchObject({ date_of_birth: '24.03.1985', block_card_confirmed: true });
    expect(lost.body).not.toHaveProperty('card_last_digits');
    const report = send(reportForm, { ...person, isPrivacyPolicyConfirmed: true }, 'report', {
      ...context,
      content: { report: 'annual-2025' },
    });
    expect(report.body).toMatchObject({ report: 'annual-2025' });
  });

  it('AMG, Triple A and SheWealth', () => {
    expect(
      send(
        amgContactForm,
        { ...person, ...phone, company: 'Muster AG', message: '', ...confirmations },
        'amg-contact',
      ).body,
    ).toMatchObject({ company: 'Muster AG' });
    expect(
      send(tripleAForm, { ...person, ...phone, message: 'Call me', ...confirmations }, 'triple-a-contact')
        .path,
    ).toBe('/api/triple-a-contact');
    expect(
      send(
        shewealthForm,
        { ...person, ...phone, isSwissResidentConfirmed: true, isTermsAccepted: true },
        'contest-contact',
      ).body,
    ).toMatchObject({
      contest: 'shewealth',
      terms_accepted: true,
    });
  });
});
