/**
 * Browser form schemas: the values each form holds, with the field names of SPEC.md section 3
 * and the rules of section 5. The islands validate with these (react-hook-form + zod resolver);
 * `to-payload.ts` turns valid values into the bodies `payloads.ts` accepts.
 */
import { z } from 'zod';
import { email, optionalText, phone, phoneCode, requiredText, ticked } from './fields.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/** Default phone country (SPEC section 9). */
export const defaultPhoneCode = Object.freeze({ alphaCode: 'CH', code: '41' });

/** What existing customers send as how-did-you-hear (SPEC section 5). */
export const existingCustomerAnswer = 'existing customer';

const names = {
  firstName: requiredText(limits.firstName),
  lastName: requiredText(limits.lastName),
};

/** Schedule a call: service, date and slot, details, then the additional step. */
export const bookingFormSchema = z.object({
  service: requiredText(limits.service, messages.invalidService),
  date: requiredText(limits.msDate),
  timeslot: requiredText(limits.msDate, messages.invalidTimeslot),
  name: requiredText(limits.firstName),
  lastName: requiredText(limits.lastName),
  /** The booking form keeps the schema library's default e-mail message (SPEC section 5). */
  email: email(),
  phoneCode: phoneCode(),
  phone: phone(),
  howDidYouHear: requiredText(limits.howDidYouHear),
  note: optionalText(limits.message),
  isSwissResident: ticked(),
  isTermsAccepted: ticked(),
});

/**
 * Contact form. howDidYouHear is required unless the visitor is an existing customer; then the
 * field is disabled and `existing customer` is sent.
 */
export const contactFormSchema = z
  .object({
    isCustomer: z.boolean(),
    ...names,
    email: email(messages.invalidEmail),
    phoneCode: phoneCode(),
    phone: phone(),
    howDidYouHear: optionalText(limits.howDidYouHear),
    message: requiredText(limits.message),
    isSwissResidentConfirmed: ticked(),
    isPrivacyPolicyConfirmed: ticked(),
  })
  .refine(
    (values) =>
      values.isCustomer === true ||
      (typeof values.howDidYouHear === 'string' && values.howDidYouHear.trim() !== ''),
    {
      path: ['howDidYouHear'],
      error: messages.invalidField,
      // Report it together with the other field errors, not only once they are fixed.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );

/** Short contact form (simple contact). */
export const shortContactFormSchema = z.object({
  ...names,
  email: email(messages.invalidEmail),
  isSwissResidentConfirmed: ticked(),
  isPrivacyPolicyConfirmed: ticked(),
});

/** Partner contact form (affiliate program). */
export const partnerContactFormSchema = z.object({
  ...names,
  email: email(messages.invalidEmail),
  phoneCode: phoneCode(),
  phone: phone(),
  isSwissResidentConfirmed: ticked(),
  isPrivacyPolicyConfirmed: ticked(),
});

/** Subscribe form: the contact fields without message and isCustomer. */
export const subscribeFormSchema = z.object({
  ...names,
  email: email(messages.invalidEmail),
  phoneCode: phoneCode(),
  phone: phone(),
  howDidYouHear: requiredText(limits.howDidYouHear),
  isSwissResidentConfirmed: ticked(),
  isPrivacyPolicyConfirmed: ticked(),
});

/** Extended contact form (defaults: empty texts, CH/41, both unticked). */
export const extendedContactFormSchema = z.object({
  ...names,
  email: email(messages.invalidEmail),
  phoneCode: phoneCode(),
  phone: phone(),
  isSwissResidentConfirmed: ticked(),
  isPrivacyPolicyConfirmed: ticked(),
});

/** Complaint form: phone 4 to 32 characters, subject from a list. */
export const complaintFormSchema = z.object({
  ...names,
  address: requiredText(limits.address),
  email: email(messages.invalidEmail),
  postalCode: requiredText(limits.postalCode),
  city: requiredText(limits.city),
  phoneCode: phoneCode(),
  phone: phone(limits.complaintPhoneMin),
  service: requiredText(limits.service, messages.invalidService),
  company: optionalText(limits.company),
  message: requiredText(limits.message),
  isTermsAccepted: ticked(),
});

/** SMS app link form. */
export const smsFormSchema = z.object({ phoneCode: phoneCode(), phone: phone() });

export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ShortContactFormValues = z.input<typeof shortContactFormSchema>;
export type PartnerContactFormValues = z.input<typeof partnerContactFormSchema>;
export type SubscribeFormValues = z.input<typeof subscribeFormSchema>;
export type ExtendedContactFormValues = z.input<typeof extendedContactFormSchema>;
export type ComplaintFormValues = z.input<typeof complaintFormSchema>;
export type SmsFormValues = z.input<typeof smsFormSchema>;
