/**
 * Each validation rule (SPEC.md section 5) and each maximum length (section 9) has a failing
 * case per endpoint, answered 400 ValidationError with the field's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { limits } from '../../forms/limits.ts';
import type { FormType } from '../../forms/payloads.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';

type Case = [field: string, value: unknown, message: string];

const long = (length: number) => 'a'.repeat(length);
const digits = (length: number) => '1'.repeat(length);
const missing = Symbol('missing');

const nameCases = (first: string, last: string): Case[] => [
  [first, long(limits.firstName + 1), 'invalid-field'],
  [first, '', 'invalid-field'],
  [first, '   ', 'invalid-field'],
  [first, missing, 'invalid-field'],
  [first, 42, 'invalid-field'],
  [first, 'An\u0000na', 'invalid-characters'],
  [first, 'An\ud800na', 'invalid-characters'],
  [first, 'Anna\r\nBcc: x', 'invalid-characters'],
  [first, '\u202Eanna', 'invalid-characters'],
  [first, 'Anna\u0085', 'invalid-characters'],
  [last, long(limits.lastName + 1), 'invalid-field'],
  [last, '', 'invalid-field'],
];
const emailCases: Case[] = [
  ['email', 'anna', 'invalid-email'],
  ['email', 'anna@', 'invalid-email'],
  ['email', 'anna@example', 'invalid-email'],
  ['email', 'an na@example.ch', 'invalid-email'],
  ['email', `${long(250)}@example.ch`, 'invalid-email'],
  ['email', missing, 'invalid-email'],
];
const phoneCases = (min: number = limits.phoneMin): Case[] => [
  ['phone', 'abc', 'invalid-phone'],
  ['phone', '+41 79 123', 'invalid-phone'],
  ['phone', '79-123-45', 'invalid-phone'],
  ['phone', '    ', 'invalid-phone'],
  ['phone', digits(min - 1), 'invalid-phone'],
  ['phone', digits(limits.phone + 1), 'invalid-phone'],
  ['phone', missing, 'invalid-phone'],
];
const phoneCodeCases: Case[] = [
  ['phoneCode', { alphaCode: 'CHE', code: '41' }, 'invalid-phone'],
  ['phoneCode', { alphaCode: 'CH', code: '41a' }, 'invalid-phone'],
  ['phoneCode', { alphaCode: 'CH', code: '12345' }, 'invalid-phone'],
  ['phoneCode', '41', 'invalid-phone'],
  ['phoneCode', missing, 'invalid-phone'],
];
const swissCases: Case[] = [['i_confirm_i_am_a_swiss_tax_resident_', 'maybe', 'invalid-field']];
const commonCases: Case[] = [
  ['rt', long(limits.verificationToken + 1), 'invalid-field'],
  ['rt_action', long(limits.verificationAction + 1), 'invalid-field'],
  ['rt_action', 'contact<script>', 'invalid-field'],
  ['rt_version', 'v4', 'invalid-field'],
  ['location', long(limits.location + 1), 'invalid-field'],
  ['title', long(limits.title + 1), 'invalid-field'],
  ['language', 'es', 'invalid-field'],
];
const contactCases: Case[] = [
  ...nameCases('firstname', 'lastname'),
  ...emailCases,
  ...phoneCases(),
  ...phoneCodeCases,
  ...swissCases,
  ...commonCases,
];

const cases: Record<FormType, Case[]> = {
  sms: [
    ...phoneCases(),
    ['locale', 'xx', 'invalid-field'],
    ['locale', missing, 'invalid-field'],
    ['rt_version', 'v1', 'invalid-field'],
  ],
  'simple-contact': [
    ...nameCases('firstname', 'lastname'),
    ...emailCases,
    ['formId', 'not-configured', 'invalid-field'],
    ['formId', 'velora-contact-en', 'invalid-field'],
    ['formId', missing, 'invalid-field'],
    ...commonCases,
  ],
  contact: [
    ...contactCases,
    ['how_did_you_hear_about_us', long(limits.howDidYouHear + 1), 'invalid-field'],
    ['how_did_you_hear_about_us', '', 'invalid-field'],
    ['message', long(limits.message + 1), 'invalid-field'],
    ['message', ' ', 'invalid-field'],
  ],
  subscribe: [...contactCases, ['message', 'subscribe has no message', 'unknown-field']],
  'existing-client-contact': [
    ...contactCases,
    ['how_did_you_hear_about_us', missing, 'invalid-field'],
    ['message', long(limits.message + 1), 'invalid-field'],
  ],
  complaint: [
    ...nameCases('firstName', 'lastName'),
    ...emailCases,
    ...phoneCases(limits.complaintPhoneMin),
    ['phone', '123', 'invalid-phone'],
    ['address', long(limits.address + 1), 'invalid-field'],
    ['address', '', 'invalid-field'],
    ['postalCode', long(limits.postalCode + 1), 'invalid-field'],
    ['postalCode', missing, 'invalid-field'],
    ['city', long(limits.city + 1), 'invalid-field'],
    ['company', long(limits.company + 1), 'invalid-field'],
    ['service', long(limits.service + 1), 'invalid-service'],
    ['service', '', 'invalid-service'],
    ['service', missing, 'invalid-service'],
    ['message', long(limits.message + 1), 'invalid-field'],
    ['firstname', 'Anna', 'unknown-field'],
    ...commonCases,
  ],
  'extended-contact': [
    ...nameCases('firstname', 'lastname'),
    ...emailCases,
    ...phoneCases(),
    ['phoneCode', { alphaCode: 'CH', code: '41' }, 'invalid-phone'],
    ['phoneCode', '12345', 'invalid-phone'],
    ['i_confirm_i_am_a_swiss_tax_resident_', 'no', 'invalid-field'],
    ['i_confirm_i_am_a_swiss_tax_resident_', missing, 'invalid-field'],
    ['formId', 'velora-contact-en', 'invalid-field'],
    ...commonCases,
  ],
  'affiliate-program': [...contactCases, ['message', 'partner has no message', 'unknown-field']],
  'contest-contact': [
    ...nameCases('firstname', 'lastname'),
    ...emailCases,
    ['contest', long(limits.contest + 1), 'invalid-field'],
    ['contest', 'summer 2026', 'invalid-field'],
    ['answer', long(limits.message + 1), 'invalid-field'],
    ['terms_accepted', false, 'invalid-field'],
    ['terms_accepted', 'true', 'invalid-field'],
    ['phone', 'abc', 'invalid-phone'],
    ...swissCases,
  ],
  'triple-a-contact': [...contactCases, ['message', long(limits.message + 1), 'invalid-field']],
  'amg-contact': [...contactCases, ['company', long(limits.company + 1), 'invalid-field']],
  'lost-card': [
    ...nameCases('firstname', 'lastname'),
    ...phoneCases(),
    ...phoneCodeCases,
    ['date_of_birth', '1985-02-01', 'invalid-field'],
    ['date_of_birth', '31.02.1985', 'invalid-field'],
    ['date_of_birth', '01.13.1985', 'invalid-field'],
    ['date_of_birth', '01.01.1850', 'invalid-field'],
    ['date_of_birth', '01.01.2999', 'invalid-field'],
    ['date_of_birth', '01.02.19850', 'invalid-field'],
    ['date_of_birth', missing, 'invalid-field'],
    ['card_last_digits', '12a4', 'invalid-field'],
    ['card_last_digits', '12345', 'invalid-field'],
    ['block_card_confirmed', false, 'invalid-field'],
    ['email', 'anna@example.ch', 'unknown-field'],
  ],
  report: [
    ...nameCases('firstname', 'lastname'),
    ...emailCases,
    ['report', long(limits.report + 1), 'invalid-field'],
    ['report', missing, 'invalid-field'],
  ],
  'form-builder': [
    ['formId', long(limits.formId + 1), 'invalid-field'],
    ['formId', 'a/b', 'invalid-field'],
    ['fields', 'text', 'invalid-field'],
    [
      'fields',
      Object.fromEntries(
        Array.from({ length: limits.formBuilderFields + 1 }, (_, index) => [`f${index}`, 'x']),
      ),
      'invalid-field',
    ],
    ['fields', { 'bad name': 'x' }, 'invalid-field'],
    ['fields', { long: long(limits.formBuilderFieldValue + 1) }, 'invalid-field'],
    ['fields', { nested: { a: 1 } }, 'invalid-field'],
    ...commonCases,
  ],
};

describe('validation rules per endpoint', () => {
  const [pglite] = testDatabases();
  let db: Db;
  let t: TestApi;
  beforeAll(async () => {
    db = await pglite!.open();
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => db.close());

  for (const [formType, list] of Object.entries(cases) as [FormType, Case[]][]) {
    describe(formType, () => {
      it.each(
        list.map(([field, value, message]) => ({
          field,
          value,
          message,
          shown: value === missing ? '(missing)' : JSON.stringify(value).slice(0, 40),
        })),
      )('$field = $shown → $message', async ({ field, value, message }) => {
        const body: Record<string, unknown> = { ...examplePayloads[formType] };
        if (value === missing) delete body[field];
        else body[field] = value;
        const response = await t.send({ path: examplePaths[formType], body });
        expect(response.status, response.body).toBe(400);
        expect(response.json['errorName']).toBe('ValidationError');
        const fields = response.json['fields'] as Record<string, string>;
        const key = Object.keys(fields).find((name) => name === field || name.startsWith(`${field}.`));
        expect(key, response.body).toBeDefined();
        expect(fields[key!]).toBe(message);
      });
    });
  }

  it('accepts every field at its maximum length', async () => {
    const body = {
      ...examplePayloads.complaint,
      firstName: long(limits.firstName),
      lastName: long(limits.lastName),
      address: long(limits.address),
      postalCode: long(limits.postalCode),
      city: long(limits.city),
      company: long(limits.company),
      service: long(limits.service),
      message: long(limits.message),
      // A valid number, spaced out to the 32 characters.
      phone: `41 79${' '.repeat(limits.phone - 14)}123 45 67`,
    };
    expect((await t.send({ path: examplePaths.complaint, body })).status).toBe(201);
    const contact = {
      ...examplePayloads.contact,
      how_did_you_hear_about_us: long(limits.howDidYouHear),
      phone: '79 123 45 67',
      location: long(limits.location),
      title: long(limits.title),
    };
    expect((await t.send({ path: examplePaths.contact, body: contact })).status).toBe(201);
    const tooShort = { ...examplePayloads.complaint, phone: digits(limits.complaintPhoneMin - 1) };
    expect((await t.send({ path: examplePaths.complaint, body: tooShort })).status).toBe(400);
  });

  it('reports every invalid field at once', async () => {
    const response = await t.send({ path: examplePaths.contact, body: { email: 'x', phone: 'y', extra: 1 } });
    expect(response.json['fields']).toMatchObject({
      firstname: 'invalid-field',
      lastname: 'invalid-field',
      email: 'invalid-email',
      phone: 'invalid-phone',
      phoneCode: 'invalid-phone',
      message: 'invalid-field',
      extra: 'unknown-field',
    });
  });

  it('names unknown nested fields', async () => {
    const response = await t.send({
      path: examplePaths.contact,
      body: { ...examplePayloads.contact, phoneCode: { alphaCode: 'CH', code: '41', flag: 'x' } },
    });
    expect(response.json['fields']).toEqual({ 'phoneCode.flag': 'unknown-field' });
  });
});
