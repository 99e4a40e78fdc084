/**
 * One valid body per form type, with the default form ids. Used by the tests, the property
 * test's near-valid bodies, the benchmark and src/forms/README.md.
 */
import type { FormType } from '../../src/forms/payloads.ts';

const person = { firstname: 'Anna', lastname: 'Muster', email: 'anna.muster@example.ch' };
const page = { location: 'https://www.velora.ch/contact', title: 'Contact', language: 'en' };
const verification = { rt: 'token', rt_action: 'contact', rt_version: 'v3' };
const phone = { phoneCode: { alphaCode: 'CH', code: '41' }, phone: '79 123 45 67' };

export const examplePayloads: Readonly<Record<FormType, Readonly<Record<string, unknown>>>> = {
  sms: { phone: '41 79 123 45 67', locale: 'de', rt: 'token', rt_action: 'sms', rt_version: 'v3' },
  'simple-contact': {
    formId: 'velora-simple-contact-en',
    ...person,
    rt: 'token',
    rt_action: 'simple_contact',
    ...page,
  },
  contact: {
    ...person,
    ...phone,
    how_did_you_hear_about_us: 'A friend',
    message: 'I would like to open a savings account.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  subscribe: {
    ...person,
    ...phone,
    how_did_you_hear_about_us: 'Newsletter',
    i_confirm_i_am_a_swiss_tax_resident_: 'no',
    ...verification,
    ...page,
  },
  'existing-client-contact': {
    ...person,
    ...phone,
    how_did_you_hear_about_us: 'existing customer',
    message: 'Please call me about my pillar 3a.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  complaint: {
    firstName: 'Anna',
    lastName: 'Muster',
    address: 'Rue du Rhône 1',
    email: 'anna.muster@example.ch',
    postalCode: '1204',
    city: 'Geneva',
    phone: '41 79 123 45 67',
    service: 'cards',
    company: 'Muster SA',
    message: 'My card payment was declined twice.',
    location: 'https://www.velora.ch/contact',
    rt: 'token',
    rt_action: 'complaint',
    rt_version: 'v3',
  },
  'extended-contact': {
    formId: 'velora-extended-contact-en',
    ...person,
    phoneCode: '41',
    phone: '79 123 45 67',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    rt_action: 'extended_contact',
    rt: 'token',
    rt_version: 'v3',
    location: 'undefined',
    title: 'undefined',
    language: 'fr',
  },
  'affiliate-program': {
    ...person,
    ...phone,
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  'contest-contact': {
    ...person,
    contest: 'summer-2026',
    answer: '15.95',
    terms_accepted: true,
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  'triple-a-contact': {
    ...person,
    ...phone,
    message: 'Interested.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  'amg-contact': {
    ...person,
    ...phone,
    company: 'Muster AG',
    message: 'Mandate for our company.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
    ...verification,
    ...page,
  },
  'lost-card': {
    firstname: 'Anna',
    lastname: 'Muster',
    ...phone,
    date_of_birth: '01.02.1985',
    card_last_digits: '1234',
    block_card_confirmed: true,
    ...verification,
    ...page,
  },
  report: { report: 'annual-report-2025', ...person, ...verification, ...page },
  'form-builder': {
    formId: 'event-signup',
    fields: { company: 'Muster AG', attendees: '2', newsletter: true },
    ...verification,
    ...page,
  },
};

/** The path each form type is posted to (the contact and subscribe form ids are the defaults). */
export const examplePaths: Readonly<Record<FormType, string>> = {
  sms: '/api/sms',
  'simple-contact': '/api/simple-contact',
  contact: '/api/contact/velora-contact-en',
  subscribe: '/api/contact/velora-subscribe-en',
  'existing-client-contact': '/api/existing-client-contact',
  complaint: '/api/complaint',
  'extended-contact': '/api/extended-contact',
  'affiliate-program': '/api/affiliate-program',
  'contest-contact': '/api/contest-contact',
  'triple-a-contact': '/api/triple-a-contact',
  'amg-contact': '/api/amg-contact',
  'lost-card': '/api/lost-card',
  report: '/api/report',
  'form-builder': '/api/form-builder',
};
