import { describe, expect, it } from 'vitest';
import { buildHubSpotBody, consentTexts } from './hubspot-body.ts';
import type { DeliverySubmission } from './types.ts';

const options = { submissionIdField: 'velora_submission_id', idempotencyKey: 'sub-1' };
const submission = (
  formType: string,
  payload: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): DeliverySubmission => ({
  id: 'sub-1',
  reference: 'VEL-1',
  formType,
  payload,
  meta,
  createdAt: new Date(0),
});
const fieldsOf = (item: DeliverySubmission) =>
  Object.fromEntries(buildHubSpotBody(item, options).fields.map((field) => [field.name, field.value]));

describe('buildHubSpotBody', () => {
  it('maps the complaint form camelCase names to HubSpot properties and keeps its own phone', () => {
    const fields = fieldsOf(
      submission('complaint', {
        firstName: 'Luca',
        lastName: 'Rossi',
        address: 'Rue du Rhône 1',
        email: 'luca@example.ch',
        postalCode: '1204',
        city: 'Genève',
        phone: '41 22 000 00 00',
        service: 'Cards',
        message: 'My card was charged twice.',
        rt: 'token',
        rt_action: 'complaint',
      }),
    );
    expect(fields).toEqual({
      firstname: 'Luca',
      lastname: 'Rossi',
      address: 'Rue du Rhône 1',
      email: 'luca@example.ch',
      zip: '1204',
      city: 'Genève',
      phone: '+41 22 000 00 00',
      service: 'Cards',
      message: 'My card was charged twice.',
      velora_submission_id: 'sub-1',
    });
  });

  it('joins the dial code of the extended contact form and drops the national zero', () => {
    const fields = fieldsOf(
      submission('extended-contact', {
        formId: 'x',
        firstname: 'A',
        lastname: 'B',
        email: 'a@b.ch',
        phoneCode: '41',
        phone: '0791234567',
        i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      }),
    );
    expect(fields['phone']).toBe('+41 791234567');
    expect(fields).not.toHaveProperty('formId');
    expect(fields).not.toHaveProperty('phoneCode');
  });

  it('sends form-builder fields by their own names and booleans as text', () => {
    const fields = fieldsOf(
      submission('form-builder', { formId: 'f', fields: { company_size: '10-50', wants_call: true } }),
    );
    expect(fields).toEqual({ company_size: '10-50', wants_call: 'true', velora_submission_id: 'sub-1' });
  });

  it('never lets a payload field overwrite the submission id field', () => {
    const fields = fieldsOf(submission('contact', { velora_submission_id: 'forged', email: 'a@b.ch' }));
    expect(fields['velora_submission_id']).toBe('sub-1');
  });

  it('puts page address and title in context only when usable, never the client address', () => {
    const body = buildHubSpotBody(
      submission(
        'contact',
        { location: 'undefined', title: 'undefined' },
        { hutk: 'a'.repeat(32), ip: '1.2.3.4' },
      ),
      options,
    );
    expect(body.context).toEqual({ hutk: 'a'.repeat(32) });
    expect(
      buildHubSpotBody(submission('contact', {}, { location: 'javascript:alert(1)', title: 'Home' }), options)
        .context,
    ).toEqual({ pageName: 'Home' });
    expect(JSON.stringify(body)).not.toContain('1.2.3.4');
  });

  it('records consent in the visitor language, English by default', () => {
    expect(
      buildHubSpotBody(submission('contact', { language: 'fr' }), options).legalConsentOptions.consent.text,
    ).toBe(consentTexts.fr);
    expect(
      buildHubSpotBody(submission('contact', {}, { language: 'xx' }), options).legalConsentOptions.consent
        .text,
    ).toBe(consentTexts.en);
  });
});
