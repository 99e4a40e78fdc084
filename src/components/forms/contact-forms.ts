/** The contact-like forms: contact us, subscribe, simple, partner and extended contact (SPEC sections 3 and 7). */
import { getPageFields, personFieldNames, type FormDefinition } from './form-definition.ts';
import { personDefaults } from './person-values.ts';
import type {
  contactUsSchema,
  partnerSchema,
  simpleContactSchema,
  subscribeSchema,
} from './contact-rules.ts';

/** What an existing client's request says in place of how they heard of the bank (SPEC section 5). */
export const existingCustomerAnswer = 'existing customer';

/** Contact us: existing clients go to `/api/existing-client-contact`, others to `/api/contact/{formId}`. */
export const contactUsForm: FormDefinition<typeof contactUsSchema> = {
  id: 'contact-us',
  rules: () => import('./contact-rules.ts').then((rules) => rules.contactUsSchema),
  defaultValues: {
    isCustomer: false,
    ...personDefaults(),
    howDidYouHear: '',
    message: '',
    isSwissResidentConfirmed: false,
    isPrivacyPolicyConfirmed: false,
  },
  action: 'contact_us',
  toRequest: (values, context) => ({
    path: values.isCustomer
      ? '/api/existing-client-contact'
      : `/api/contact/${encodeURIComponent(context.formIds.contact)}`,
    body: {
      firstname: values.firstName,
      lastname: values.lastName,
      email: values.email,
      phoneCode: values.phoneCode,
      phone: values.phone,
      how_did_you_hear_about_us: values.isCustomer ? existingCustomerAnswer : (values.howDidYouHear ?? ''),
      message: values.message,
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  // The same success after a visible challenge: SPEC section 4 had it open
  // schedule-a-call-success, which told the visitor a call was booked (issue 13, item 12).
  success: 'success',
  event: 'contact_us_sent',
};

/** Newsletter: the contact fields without message and isCustomer, to `/api/contact/{subscribe form id}`. */
export const subscribeForm: FormDefinition<typeof subscribeSchema> = {
  id: 'subscribe',
  rules: () => import('./contact-rules.ts').then((rules) => rules.subscribeSchema),
  defaultValues: {
    ...personDefaults(),
    howDidYouHear: '',
    isSwissResidentConfirmed: false,
    isPrivacyPolicyConfirmed: false,
  },
  action: 'subscribe',
  toRequest: (values, context) => ({
    path: `/api/contact/${encodeURIComponent(context.formIds.subscribe)}`,
    body: {
      firstname: values.firstName,
      lastname: values.lastName,
      email: values.email,
      phoneCode: values.phoneCode,
      phone: values.phone,
      how_did_you_hear_about_us: values.howDidYouHear,
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'subscribe-success',
  event: 'newsletter_subscribed',
};

/** Short contact form: name, e-mail and the two confirmations, to `/api/simple-contact`. */
export const simpleContactForm: FormDefinition<typeof simpleContactSchema> = {
  id: 'simple-contact',
  rules: () => import('./contact-rules.ts').then((rules) => rules.simpleContactSchema),
  defaultValues: {
    firstName: '',
    lastName: '',
    email: '',
    isSwissResidentConfirmed: false,
    isPrivacyPolicyConfirmed: false,
  },
  action: 'simple_contact',
  toRequest: (values, context) => ({
    path: '/api/simple-contact',
    body: {
      formId: context.formIds.simpleContact,
      firstname: values.firstName,
      lastname: values.lastName,
      email: values.email,
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'simple-contact-success',
  event: 'simple_contact_sent',
};

/** Partner contact: the contact fields without message and how-did-you-hear, to `/api/affiliate-program`. */
export const partnerContactForm: FormDefinition<typeof partnerSchema> = {
  id: 'partner-contact',
  rules: () => import('./contact-rules.ts').then((rules) => rules.partnerSchema),
  defaultValues: { ...personDefaults(), isSwissResidentConfirmed: false, isPrivacyPolicyConfirmed: false },
  action: 'affiliate_program',
  toRequest: (values, context) => ({
    path: '/api/affiliate-program',
    body: {
      firstname: values.firstName,
      lastname: values.lastName,
      email: values.email,
      phoneCode: values.phoneCode,
      phone: values.phone,
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'message-sent-success',
  event: 'partner_contact_sent',
};

/** Extended contact ("switch your bank"): the dial code alone, page address or the word `undefined`. */
export const extendedContactForm: FormDefinition<typeof partnerSchema> = {
  id: 'contact-extended',
  rules: () => import('./contact-rules.ts').then((rules) => rules.partnerSchema),
  defaultValues: { ...personDefaults(), isSwissResidentConfirmed: false, isPrivacyPolicyConfirmed: false },
  action: 'extended_contact',
  toRequest: (values, context) => {
    const page = getPageFields(context);
    return {
      path: '/api/extended-contact',
      body: {
        formId: context.formIds.extendedContact,
        firstname: values.firstName,
        lastname: values.lastName,
        email: values.email,
        phoneCode: values.phoneCode.code,
        phone: values.phone,
        i_confirm_i_am_a_swiss_tax_resident_: 'yes',
        location: page.location || 'undefined',
        title: page.title || 'undefined',
        language: page.language,
      },
    };
  },
  fieldNames: personFieldNames,
  success: 'message-sent-success',
  event: 'extended_contact_sent',
};
