/** Contact forms of the wealth offers: asset management (AMG), Triple A and SheWealth (SPEC section 7). */
import type { z } from 'zod';
import { getPageFields, personFieldNames, readContentText, type FormDefinition } from './form-definition.ts';
import { personDefaults } from './person-values.ts';
import type { amgSchema, shewealthSchema, tripleASchema } from './advice-rules.ts';

const person = (
  values: z.output<typeof amgSchema> | z.output<typeof tripleASchema> | z.output<typeof shewealthSchema>,
) => ({
  firstname: values.firstName,
  lastname: values.lastName,
  email: values.email,
  phoneCode: values.phoneCode,
  phone: values.phone,
});

/** Asset-management contact, possibly for a company, to `/api/amg-contact`. */
export const amgContactForm: FormDefinition<typeof amgSchema> = {
  id: 'amg-contact',
  rules: () => import('./advice-rules.ts').then((rules) => rules.amgSchema),
  defaultValues: {
    ...personDefaults(),
    company: '',
    message: '',
    isSwissResidentConfirmed: false,
    isPrivacyPolicyConfirmed: false,
  },
  action: 'amg_contact',
  toRequest: (values, context) => ({
    path: '/api/amg-contact',
    body: {
      ...person(values),
      ...(values.company ? { company: values.company } : {}),
      ...(values.message ? { message: values.message } : {}),
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'amg-success',
  event: 'amg_contact_sent',
};

/** Triple A (wealth offer) request, to `/api/triple-a-contact`. */
export const tripleAForm: FormDefinition<typeof tripleASchema> = {
  id: 'triple-a',
  rules: () => import('./advice-rules.ts').then((rules) => rules.tripleASchema),
  defaultValues: {
    ...personDefaults(),
    message: '',
    isSwissResidentConfirmed: false,
    isPrivacyPolicyConfirmed: false,
  },
  action: 'triple_a_contact',
  toRequest: (values, context) => ({
    path: '/api/triple-a-contact',
    body: {
      ...person(values),
      ...(values.message ? { message: values.message } : {}),
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'triple-a-success',
  event: 'triple_a_contact_sent',
};

/** The SheWealth programme id at the contest endpoint, unless the opening button's content names another. */
export const shewealthContestId = 'shewealth';

/** SheWealth sign-up, sent as a contest entry to `/api/contest-contact`. */
export const shewealthForm: FormDefinition<typeof shewealthSchema> = {
  id: 'shewealth',
  rules: () => import('./advice-rules.ts').then((rules) => rules.shewealthSchema),
  defaultValues: { ...personDefaults(), isSwissResidentConfirmed: false, isTermsAccepted: false },
  action: 'shewealth',
  toRequest: (values, context) => ({
    path: '/api/contest-contact',
    body: {
      ...person(values),
      contest: readContentText(context.content, 'contest') ?? shewealthContestId,
      terms_accepted: true,
      i_confirm_i_am_a_swiss_tax_resident_: 'yes',
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'success',
  event: 'shewealth_signup_sent',
};
