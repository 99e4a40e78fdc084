/**
 * Browser form values (form-schemas.ts) → request bodies (payloads.ts), with the wire names of
 * SPEC.md section 7. Each function takes values already validated by its form schema.
 */
import type { Language } from '../i18n/languages.ts';
import {
  existingCustomerAnswer,
  type ComplaintFormValues,
  type ContactFormValues,
  type ExtendedContactFormValues,
  type PartnerContactFormValues,
  type ShortContactFormValues,
  type SmsFormValues,
  type SubscribeFormValues,
} from './form-schemas.ts';

/** Human verification fields: token (reCAPTCHA token or ALTCHA payload), action, version. */
export interface VerificationFields {
  rt?: string | undefined;
  rt_action?: string | undefined;
  rt_version?: 'v2' | 'v3' | undefined;
}

/** Page context; `location` and `title` fall back to the word `undefined` (SPEC section 7). */
export interface PageContext {
  location?: string | undefined;
  title?: string | undefined;
  language: Language;
}

function page(context: PageContext) {
  return {
    location: context.location || 'undefined',
    title: context.title || 'undefined',
    language: context.language,
  };
}

function verification(fields: VerificationFields) {
  const out: VerificationFields = {};
  if (fields.rt !== undefined) out.rt = fields.rt;
  if (fields.rt_action !== undefined) out.rt_action = fields.rt_action;
  if (fields.rt_version !== undefined) out.rt_version = fields.rt_version;
  return out;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Path of a contact-like form: `/api/existing-client-contact` for customers, else `/api/contact/{formId}`. */
export function getContactPath(values: Pick<ContactFormValues, 'isCustomer'>, formId: string): string {
  return values.isCustomer ? '/api/existing-client-contact' : `/api/contact/${encodeURIComponent(formId)}`;
}

/** Contact form → `/api/contact/{formId}` or `/api/existing-client-contact` body. */
export function toContactPayload(values: ContactFormValues, context: PageContext, check: VerificationFields) {
  return {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phoneCode: values.phoneCode,
    phone: values.phone,
    how_did_you_hear_about_us: values.isCustomer ? existingCustomerAnswer : (values.howDidYouHear ?? ''),
    message: values.message,
    i_confirm_i_am_a_swiss_tax_resident_: yesNo(values.isSwissResidentConfirmed === true),
    ...verification(check),
    ...page(context),
  };
}

/** Subscribe form → `/api/contact/{subscribe form id}` body. */
export function toSubscribePayload(
  values: SubscribeFormValues,
  context: PageContext,
  check: VerificationFields,
) {
  return {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phoneCode: values.phoneCode,
    phone: values.phone,
    how_did_you_hear_about_us: values.howDidYouHear,
    i_confirm_i_am_a_swiss_tax_resident_: yesNo(values.isSwissResidentConfirmed === true),
    ...verification(check),
    ...page(context),
  };
}

/** Short contact form → `/api/simple-contact` body. */
export function toSimpleContactPayload(
  values: ShortContactFormValues,
  formId: string,
  context: PageContext,
  check: VerificationFields,
) {
  return {
    formId,
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    ...verification(check),
    ...page(context),
  };
}

/** Partner contact form → `/api/affiliate-program` body. */
export function toPartnerContactPayload(
  values: PartnerContactFormValues,
  context: PageContext,
  check: VerificationFields,
) {
  return {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phoneCode: values.phoneCode,
    phone: values.phone,
    i_confirm_i_am_a_swiss_tax_resident_: yesNo(values.isSwissResidentConfirmed === true),
    ...verification(check),
    ...page(context),
  };
}

/** Extended contact form → `/api/extended-contact` body (phone code sent as digits only). */
export function toExtendedContactPayload(
  values: ExtendedContactFormValues,
  formId: string,
  context: PageContext,
  check: VerificationFields,
) {
  return {
    formId,
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phoneCode: values.phoneCode.code,
    phone: values.phone,
    i_confirm_i_am_a_swiss_tax_resident_: 'yes' as const,
    rt_action: 'extended_contact',
    ...verification(check),
    ...page(context),
  };
}

/** Complaint form → `/api/complaint` body (phone with its dial code; camelCase names). */
export function toComplaintPayload(
  values: ComplaintFormValues,
  context: PageContext,
  check: VerificationFields,
) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    address: values.address,
    email: values.email,
    postalCode: values.postalCode,
    city: values.city,
    phone: `${values.phoneCode.code} ${values.phone}`,
    service: values.service,
    ...(values.company ? { company: values.company } : {}),
    message: values.message,
    ...verification(check),
    ...page(context),
  };
}

/** SMS form → `/api/sms` body (phone with its dial code). */
export function toSmsPayload(values: SmsFormValues, locale: Language, check: VerificationFields) {
  return { phone: `${values.phoneCode.code} ${values.phone}`, locale, ...verification(check) };
}
