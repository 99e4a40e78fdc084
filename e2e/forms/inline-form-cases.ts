import type { Locator } from '@playwright/test';
import { contactRules, fields, person, personRules, type FormFields, type RuleCase } from './form-cases.ts';

/** A form placed in a page by the CMS `form` block. */
export interface InlineFormCase {
  kind: string;
  /** Page path in en (other languages get their prefix). */
  path: string;
  submit: (f: FormFields) => string;
  fill: (f: FormFields, form: Locator) => Promise<void>;
  apiPath: string;
  formType: string;
  payload: Record<string, unknown>;
  success: string;
  rules: RuleCase[];
}

export { fields };

const storedPerson = { firstname: 'Anna', lastname: 'Muster-Rossi', email: 'anna.muster@example.ch' };
const fillNames = async (f: FormFields) => {
  await f.firstName.fill(person.firstName);
  await f.lastName.fill(person.lastName);
};

export const inlineFormCases: InlineFormCase[] = [
  {
    kind: 'lost-card',
    path: '/lost-card',
    submit: (f) => f.s['form.blockCard'],
    fill: async (f) => {
      await fillNames(f);
      await f.dateOfBirth.fill('24.03.1985');
      await f.phone.fill('76 170 12 34');
      await f.cardLastDigits.fill('4821');
      await f.blockCard.check();
    },
    apiPath: '/api/lost-card',
    formType: 'lost-card',
    payload: {
      firstname: 'Anna',
      lastname: 'Muster-Rossi',
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: '76 170 12 34',
      date_of_birth: '24.03.1985',
      card_last_digits: '4821',
      block_card_confirmed: true,
    },
    success: 'lost-card-success',
    rules: [
      { field: (f) => f.firstName, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.lastName, message: (s) => s['error.invalid-field'] },
      {
        field: (f) => f.dateOfBirth,
        breakRule: (f) => f.dateOfBirth.fill('31.02.1985'),
        message: (s) => s['error.invalid-date'],
      },
      { field: (f) => f.phone, message: (s) => s['error.invalid-phone'] },
      {
        field: (f) => f.cardLastDigits,
        breakRule: (f) => f.cardLastDigits.fill('12a4'),
        message: (s) => s['error.invalid-card-digits'],
      },
      { field: (f) => f.blockCard, message: (s) => s['error.required-checkbox'] },
    ],
  },
  {
    kind: 'financial-report',
    path: '/financial-reports',
    submit: (f) => f.s['form.requestReport'],
    fill: async (f) => {
      await fillNames(f);
      await f.email.fill(person.email);
      await f.privacyPolicy.check();
    },
    apiPath: '/api/report',
    formType: 'report',
    payload: { report: 'annual-report-2025', ...storedPerson },
    success: 'financial-report-success',
    rules: [
      { field: (f) => f.firstName, message: (s) => s['error.invalid-field'] },
      {
        field: (f) => f.email,
        breakRule: (f) => f.email.fill('anna.muster@'),
        message: (s) => s['error.invalid-email'],
      },
      { field: (f) => f.privacyPolicy, message: (s) => s['error.required-checkbox'] },
    ],
  },
  {
    kind: 'partner-contact',
    path: '/velora-ambassadors',
    submit: (f) => f.s['form.submit'],
    fill: async (f) => {
      await fillNames(f);
      await f.email.fill(person.email);
      await f.phone.fill(person.phone);
      await f.swissResident.check();
      await f.privacyPolicy.check();
    },
    apiPath: '/api/affiliate-program',
    formType: 'affiliate-program',
    payload: {
      ...storedPerson,
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: '79 123 45 67',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'message-sent-success',
    rules: contactRules,
  },
  {
    kind: 'simple-contact',
    path: '/lp/switch-to-velora',
    submit: (f) => f.s['form.submit'],
    fill: async (f) => {
      await fillNames(f);
      await f.email.fill(person.email);
      await f.swissResident.check();
      await f.privacyPolicy.check();
    },
    apiPath: '/api/simple-contact',
    formType: 'simple-contact',
    payload: storedPerson,
    success: 'simple-contact-success',
    rules: personRules,
  },
  {
    kind: 'triple-a',
    path: '/investment',
    submit: (f) => f.s['form.submit'],
    fill: async (f) => {
      await fillNames(f);
      await f.email.fill(person.email);
      await f.phone.fill(person.phone);
      await f.message.fill('About CHF 800’000 in securities.');
      await f.swissResident.check();
      await f.privacyPolicy.check();
    },
    apiPath: '/api/triple-a-contact',
    formType: 'triple-a-contact',
    payload: {
      ...storedPerson,
      phoneCode: { alphaCode: 'CH', code: '41' },
      phone: '79 123 45 67',
      message: 'About CHF 800’000 in securities.',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'triple-a-success',
    rules: contactRules,
  },
];
