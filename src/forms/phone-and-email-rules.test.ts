/**
 * The shared phone and e-mail rules (issue 13, item 11) on both sides: the browser forms and the
 * server payloads validate with the same rules, so a number no one can call or a text that is no
 * e-mail address is refused in the browser and again by the API.
 */
import { describe, expect, it } from 'vitest';
import { formBuilderContentSchema } from '../cms/schemas/form-builder-content.ts';
import { createFormBuilderDefinition, getPhoneCodeKey } from '../components/forms/form-builder.ts';
import { bookAppointmentPayload, bookingFormSchema } from './booking.ts';
import { examplePayloads } from '../../test/support/form-examples.ts';
import { isValidPhone, phone } from './fields.ts';
import { payloadSchemas } from './payloads.ts';

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('phone numbers', () => {
  it('are trimmed, and " 1" is not a number', () => {
    expect(phone().parse(' 79 123 45 67 ')).toBe('79 123 45 67');
    expect(phone().safeParse(' 1').success).toBe(false);
    expect(isValidPhone('41', '1')).toBe(false);
    expect(isValidPhone('41', '79 123 45 67')).toBe(true);
    expect(isValidPhone('41', '170 1234567')).toBe(false);
    expect(isValidPhone('49', '170 1234567')).toBe(true);
    expect(isValidPhone('4x', '79 123 45 67')).toBe(false);
  });

  it('are refused by the server when not valid for their dial code, on every endpoint with a phone', () => {
    const bad = [
      ['contact', { ...examplePayloads.contact, phone: '12' }],
      ['sms', { ...examplePayloads.sms, phone: '41 1' }],
      ['complaint', { ...examplePayloads.complaint, phone: '41 12 34' }],
      ['extended-contact', { ...examplePayloads['extended-contact'], phone: '1 1' }],
      ['lost-card', { ...examplePayloads['lost-card'], phone: '99' }],
      ['amg-contact', { ...examplePayloads['amg-contact'], phone: '12' }],
    ] as const;
    for (const [type, body] of bad)
      expect(codesOf(payloadSchemas[type].safeParse(body)), type).toMatchObject({ phone: 'invalid-phone' });
    for (const [type] of bad)
      expect(payloadSchemas[type].safeParse(examplePayloads[type]).success, type).toBe(true);
  });

  it('are checked the same way by the booking form and the booking API', () => {
    const values = {
      service: 's',
      date: '2026-01-05',
      timeslot: '2026-01-05T09:00:00.000Z',
      name: 'A',
      lastName: 'B',
      email: 'a@example.ch',
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: ' 1',
      howDidYouHear: 'x',
      isSwissResident: true,
      isTermsAccepted: true,
    };
    expect(codesOf(bookingFormSchema.safeParse(values))).toEqual({ phone: 'invalid-phone' });
    expect(bookingFormSchema.safeParse({ ...values, phone: ' 79 123 45 67' }).data?.phone).toBe(
      '79 123 45 67',
    );
    const body = {
      formId: 'form-1',
      lang: 'en',
      ms_staff_id: 'adviser-1',
      serviceId: 'service-1',
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.ch',
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: '1',
      how_did_you_hear_about_us: 'x',
      startDateTime: '2026-01-05T09:00:00.000Z',
      endDateTime: '2026-01-05T09:30:00.000Z',
      isSwissResident: true,
      isTermsAccepted: true,
    };
    expect(codesOf(bookAppointmentPayload.safeParse(body))).toEqual({ phone: 'invalid-phone' });
    expect(bookAppointmentPayload.safeParse({ ...body, phone: '79 123 45 67' }).success).toBe(true);
  });
});

describe('built forms (the events sign-up)', () => {
  const content = formBuilderContentSchema.parse({
    formId: 'event-interest',
    fields: [
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'mobile', label: 'Mobile', kind: 'phone' },
    ],
  });
  const definition = createFormBuilderDefinition(content);
  const country = { [getPhoneCodeKey('mobile')]: { alphaCode: 'CH', code: '41' } };

  it('check e-mail and phone in the browser with the shared rules', async () => {
    const schema = await definition.rules();
    const parse = (values: Record<string, unknown>) => codesOf(schema.safeParse(values));
    expect(parse({ email: 'not an address', mobile: ' 1', ...country })).toEqual({
      email: 'invalid-email',
      mobile: 'invalid-phone',
    });
    expect(parse({ email: ' anna@example.ch ', mobile: '', ...country })).toEqual({});
    expect(parse({ email: 'anna@example.ch', mobile: '79 123 45 67', ...country })).toEqual({});
  });

  it('check the same on the server, by field name, and name the field for the browser', () => {
    const body = (fields: Record<string, string>) => ({ ...examplePayloads['form-builder'], fields });
    const parse = (fields: Record<string, string>) =>
      codesOf(payloadSchemas['form-builder'].safeParse(body(fields)));
    expect(parse({ email: 'not an address', mobile: '+41 1' })).toEqual({
      'fields.email': 'invalid-email',
      'fields.mobile': 'invalid-phone',
    });
    expect(parse({ email: 'anna@example.ch', mobile: '+41 79 123 45 67', note: 'any text' })).toEqual({});
    expect(definition.fieldNames).toMatchObject({ 'fields.email': 'email', 'fields.mobile': 'mobile' });
  });

  it('hold editors to the names the server checks', () => {
    const parse = (field: Record<string, unknown>) =>
      formBuilderContentSchema.safeParse({ formId: 'f', fields: [{ label: 'L', ...field }] }).success;
    expect(parse({ name: 'email', kind: 'text' })).toBe(false);
    expect(parse({ name: 'contact', kind: 'email' })).toBe(false);
    expect(parse({ name: 'workEmail', kind: 'email' })).toBe(true);
    expect(parse({ name: 'mobile', kind: 'text' })).toBe(false);
    expect(parse({ name: 'mobile', kind: 'phone' })).toBe(true);
  });
});
