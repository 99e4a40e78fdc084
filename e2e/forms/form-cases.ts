import type { Locator } from '@playwright/test';
import { strings } from '../../src/i18n/translate.ts';
import type { Language } from '../../src/i18n/languages.ts';

type Strings = (typeof strings)['en'];

/** Fields of a form located by their labels in the page's language. */
export function fields(form: Locator, lang: Language) {
  const s: Strings = strings[lang];
  const byLabel = (key: keyof Strings) => form.getByLabel(s[key], { exact: true });
  return {
    s,
    firstName: byLabel('field.firstName'),
    lastName: byLabel('field.lastName'),
    email: byLabel('field.email'),
    phone: form.locator('input.phone-field__input'),
    phoneField: form.locator('.field--phone'),
    howDidYouHear: byLabel('field.howDidYouHear'),
    message: form.getByLabel(new RegExp(`^${s['field.message']}`)),
    complaint: byLabel('field.complaint'),
    address: byLabel('field.address'),
    postalCode: byLabel('field.postalCode'),
    city: byLabel('field.city'),
    company: form.getByLabel(new RegExp(`^${s['field.company']}`)),
    subject: byLabel('field.subject'),
    dateOfBirth: byLabel('field.dateOfBirth'),
    cardLastDigits: form.getByLabel(new RegExp(`^${s['field.cardLastDigits']}`)),
    isCustomer: form.getByRole('checkbox', { name: s['field.isCustomer'] }),
    swissResident: form.getByRole('checkbox', { name: s['field.swissResident'] }),
    privacyPolicy: form.getByRole('checkbox', { name: new RegExp(s['field.privacyPolicyLink']) }),
    complaintTerms: form.getByRole('checkbox', { name: s['field.complaintTerms'] }),
    shewealthTerms: form.getByRole('checkbox', { name: s['field.shewealthTerms'] }),
    blockCard: form.getByRole('checkbox', { name: s['field.blockCard'] }),
  };
}

export type FormFields = ReturnType<typeof fields>;

/** A person as typed, with spaces a visitor might leave, and as the server stores it (trimmed). */
export const person = {
  firstName: ' Anna ',
  lastName: 'Muster-Rossi',
  email: 'anna.muster@example.ch',
  phone: '79 123 45 67',
};

/** One rule of SPEC section 5 and where its message must show. */
export interface RuleCase {
  field: (f: FormFields) => Locator;
  /** Makes the field break the rule (empty fields break "required" as they are). */
  breakRule?: (f: FormFields) => Promise<void>;
  message: (s: Strings) => string;
}

const nameRules: RuleCase[] = [
  { field: (f) => f.firstName, message: (s) => s['error.invalid-field'] },
  { field: (f) => f.lastName, message: (s) => s['error.invalid-field'] },
];
const emailRule: RuleCase = {
  field: (f) => f.email,
  breakRule: (f) => f.email.fill('anna@example'),
  message: (s) => s['error.invalid-email'],
};
const phoneRule: RuleCase = {
  field: (f) => f.phone,
  breakRule: (f) => f.phone.fill('+41 79 abc'),
  message: (s) => s['error.invalid-phone'],
};
const swissResidentRule: RuleCase = {
  field: (f) => f.swissResident,
  message: (s) => s['error.required-checkbox'],
};
const privacyRule: RuleCase = { field: (f) => f.privacyPolicy, message: (s) => s['error.required-checkbox'] };

/** The rules of a name-and-e-mail form with both confirmations (simple contact). */
export const personRules: RuleCase[] = [...nameRules, emailRule, swissResidentRule, privacyRule];

/** The rules every contact-like form shares: required text, e-mail format, phone format, confirmations. */
export const contactRules: RuleCase[] = [...nameRules, emailRule, phoneRule, swissResidentRule, privacyRule];

/** A modal form: how to open it, fill it validly, and what must arrive in the inbox. */
export interface ModalFormCase {
  modal: string;
  submit: (s: Strings) => string;
  fill: (f: FormFields) => Promise<void>;
  path: string | RegExp;
  formType: string;
  payload: Record<string, unknown>;
  success: string;
  rules: RuleCase[];
}

const fillPerson = async (f: FormFields, options: { email?: boolean; phone?: boolean } = {}) => {
  await f.firstName.fill(person.firstName);
  await f.lastName.fill(person.lastName);
  if (options.email !== false) await f.email.fill(person.email);
  if (options.phone !== false) await f.phone.fill(person.phone);
};
const tickConfirmations = async (f: FormFields) => {
  await f.swissResident.check();
  await f.privacyPolicy.check();
};
const storedPerson = { firstname: 'Anna', lastname: 'Muster-Rossi', email: 'anna.muster@example.ch' };
const storedPhone = { phoneCode: { alphaCode: 'CH', code: '41' }, phone: '79 123 45 67' };

export const modalFormCases: ModalFormCase[] = [
  {
    modal: 'subscribe',
    submit: (s) => s['form.subscribe'],
    fill: async (f) => {
      await fillPerson(f);
      await f.howDidYouHear.fill('A colleague at work');
      await tickConfirmations(f);
    },
    path: /^\/api\/contact\/velora-subscribe-/,
    formType: 'subscribe',
    payload: {
      ...storedPerson,
      ...storedPhone,
      how_did_you_hear_about_us: 'A colleague at work',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'subscribe-success',
    rules: [...contactRules, { field: (f) => f.howDidYouHear, message: (s) => s['error.invalid-field'] }],
  },
  {
    modal: 'contact-us',
    submit: (s) => s['form.submit'],
    fill: async (f) => {
      await fillPerson(f);
      await f.howDidYouHear.fill('An article in Le Temps');
      await f.message.fill('I would like to open an account for my family.');
      await tickConfirmations(f);
    },
    path: /^\/api\/contact\/velora-contact-/,
    formType: 'contact',
    payload: {
      ...storedPerson,
      ...storedPhone,
      how_did_you_hear_about_us: 'An article in Le Temps',
      message: 'I would like to open an account for my family.',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'success',
    rules: [
      ...contactRules,
      { field: (f) => f.howDidYouHear, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.message, message: (s) => s['error.invalid-field'] },
    ],
  },
  {
    modal: 'contact-extended',
    submit: (s) => s['form.submit'],
    fill: async (f) => {
      await fillPerson(f);
      await tickConfirmations(f);
    },
    path: '/api/extended-contact',
    formType: 'extended-contact',
    payload: {
      ...storedPerson,
      phoneCode: '41',
      phone: '79 123 45 67',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'message-sent-success',
    rules: contactRules,
  },
  {
    modal: 'complaint',
    submit: (s) => s['form.submit'],
    fill: async (f) => {
      await fillPerson(f);
      await f.address.fill('Rue du Rhône 1');
      await f.postalCode.fill('1204');
      await f.city.fill('Genève');
      await f.subject.selectOption('fees');
      await f.complaint.fill('The fee on my statement is higher than the price list.');
      await f.complaintTerms.check();
    },
    path: '/api/complaint',
    formType: 'complaint',
    payload: {
      firstName: 'Anna',
      lastName: 'Muster-Rossi',
      address: 'Rue du Rhône 1',
      email: 'anna.muster@example.ch',
      postalCode: '1204',
      city: 'Genève',
      phone: '41 79 123 45 67',
      service: 'fees',
      message: 'The fee on my statement is higher than the price list.',
    },
    success: 'success',
    rules: [
      { field: (f) => f.firstName, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.address, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.postalCode, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.city, message: (s) => s['error.invalid-field'] },
      {
        field: (f) => f.email,
        breakRule: (f) => f.email.fill('no-at-sign.ch'),
        message: (s) => s['error.invalid-email'],
      },
      // The complaint phone needs at least 4 characters.
      {
        field: (f) => f.phone,
        breakRule: (f) => f.phone.fill('123'),
        message: (s) => s['error.invalid-phone'],
      },
      { field: (f) => f.subject, message: (s) => s['error.invalid-service'] },
      { field: (f) => f.complaint, message: (s) => s['error.invalid-field'] },
      { field: (f) => f.complaintTerms, message: (s) => s['error.required-checkbox'] },
    ],
  },
  {
    modal: 'amg-contact',
    submit: (s) => s['form.submit'],
    fill: async (f) => {
      await fillPerson(f);
      await f.company.fill('Muster Holding AG');
      await f.message.fill('Portfolio of about CHF 5 million.');
      await tickConfirmations(f);
    },
    path: '/api/amg-contact',
    formType: 'amg-contact',
    payload: {
      ...storedPerson,
      ...storedPhone,
      company: 'Muster Holding AG',
      message: 'Portfolio of about CHF 5 million.',
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'amg-success',
    rules: contactRules,
  },
  {
    modal: 'shewealth',
    submit: (s) => s['form.signUp'],
    fill: async (f) => {
      await fillPerson(f);
      await f.swissResident.check();
      await f.shewealthTerms.check();
    },
    path: '/api/contest-contact',
    formType: 'contest-contact',
    payload: {
      ...storedPerson,
      ...storedPhone,
      contest: 'shewealth',
      terms_accepted: true,
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    },
    success: 'success',
    rules: [
      ...nameRules,
      emailRule,
      phoneRule,
      swissResidentRule,
      { field: (f) => f.shewealthTerms, message: (s) => s['error.required-checkbox'] },
    ],
  },
  {
    modal: 'download-app',
    submit: (s) => s['sms.submit'],
    fill: async (f) => {
      await f.phone.fill(person.phone);
    },
    path: '/api/sms',
    formType: 'sms',
    payload: { phone: '41 79 123 45 67', locale: 'en' },
    success: 'sms-success',
    rules: [
      { field: (f) => f.phone, message: (s) => s['error.invalid-phone'] },
      {
        field: (f) => f.phone,
        breakRule: (f) => f.phone.fill('7'),
        message: (s) => s['error.invalid-phone'],
      },
    ],
  },
];
