/** Complaint, SMS app link, lost card and financial report request (SPEC sections 3 and 7). */
import { getPageFields, personFieldNames, readContentText, type FormDefinition } from './form-definition.ts';
import { joinPhone, personDefaults } from './person-values.ts';
import type { complaintSchema, lostCardSchema, reportSchema, smsSchema } from './service-rules.ts';

/** Complaint: the phone is 4 to 32 characters; the reference number is shown on success. */
export const complaintForm: FormDefinition<typeof complaintSchema> = {
  id: 'complaint',
  rules: () => import('./service-rules.ts').then((rules) => rules.complaintSchema),
  defaultValues: {
    firstName: '',
    lastName: '',
    address: '',
    email: '',
    postalCode: '',
    city: '',
    phoneCode: personDefaults().phoneCode,
    phone: '',
    // Empty until chosen: the select shows its placeholder, and sending without a choice is refused.
    service: '',
    company: '',
    message: '',
    isTermsAccepted: false,
  },
  action: 'complaint',
  toRequest: (values, context) => {
    const page = getPageFields(context);
    return {
      path: '/api/complaint',
      body: {
        firstName: values.firstName,
        lastName: values.lastName,
        address: values.address,
        email: values.email,
        postalCode: values.postalCode,
        city: values.city,
        phone: joinPhone(values.phoneCode, values.phone),
        service: values.service,
        ...(values.company ? { company: values.company } : {}),
        message: values.message,
        location: page.location,
        language: page.language,
      },
    };
  },
  fieldNames: {},
  success: 'success',
  event: 'complaint_sent',
};

/** SMS with the app download link; the country list is Switzerland and its neighbours. */
export const smsForm: FormDefinition<typeof smsSchema> = {
  id: 'sms',
  rules: () => import('./service-rules.ts').then((rules) => rules.smsSchema),
  defaultValues: { phoneCode: personDefaults().phoneCode, phone: '' },
  action: 'sms',
  toRequest: (values, context) => ({
    path: '/api/sms',
    body: { phone: joinPhone(values.phoneCode, values.phone), locale: context.lang },
  }),
  fieldNames: {},
  success: 'sms-success',
  event: 'sms_app_link_sent',
};

/** Lost or stolen card: the bank blocks it and calls back on the number given. */
export const lostCardForm: FormDefinition<typeof lostCardSchema> = {
  id: 'lost-card',
  rules: () => import('./service-rules.ts').then((rules) => rules.lostCardSchema),
  defaultValues: {
    firstName: '',
    lastName: '',
    phoneCode: personDefaults().phoneCode,
    phone: '',
    dateOfBirth: '',
    cardLastDigits: '',
    isBlockConfirmed: false,
  },
  action: 'lost_card',
  toRequest: (values, context) => ({
    path: '/api/lost-card',
    body: {
      firstname: values.firstName,
      lastname: values.lastName,
      phoneCode: values.phoneCode,
      phone: values.phone,
      date_of_birth: values.dateOfBirth,
      ...(values.cardLastDigits ? { card_last_digits: values.cardLastDigits } : {}),
      block_card_confirmed: true,
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'lost-card-success',
  event: 'lost_card_reported',
};

/** Report ids are CMS ids; without one the request names the latest report. */
export const latestReportId = 'latest';

/** Financial report request: the report (from the block's content) is sent by e-mail. */
export const reportForm: FormDefinition<typeof reportSchema> = {
  id: 'financial-report',
  rules: () => import('./service-rules.ts').then((rules) => rules.reportSchema),
  defaultValues: { firstName: '', lastName: '', email: '', isPrivacyPolicyConfirmed: false },
  action: 'report',
  toRequest: (values, context) => ({
    path: '/api/report',
    body: {
      report: readContentText(context.content, 'report') ?? latestReportId,
      firstname: values.firstName,
      lastname: values.lastName,
      email: values.email,
      ...getPageFields(context),
    },
  }),
  fieldNames: personFieldNames,
  success: 'financial-report-success',
  event: 'financial_report_requested',
};
