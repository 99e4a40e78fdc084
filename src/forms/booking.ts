/**
 * Booking schemas shared by the schedule-a-call flow in the browser and the booking endpoints
 * (SPEC.md sections 3, 5 and 7): the form the visitor fills in, and the JSON bodies of
 * `/api/booking/businesses`, `/api/booking/staff-availability` and `/api/booking/book-appointment`.
 * Isomorphic: no Node imports. What the browser needs without these rules (constants, defaults,
 * steps) is in `booking-form.ts`.
 */
import { z } from 'zod';
import {
  email,
  language,
  optionalMultiLineText,
  optionalText,
  phone,
  phoneCode,
  refinePhoneNumber,
  requiredText,
  ticked,
} from './fields.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

const error = messages.invalidField;
const ID = /^[A-Za-z0-9@._-]+$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A Microsoft Graph style id (business, service, staff): up to 128 characters (SPEC section 9). */
export function msId(code: (typeof messages)[keyof typeof messages] = error) {
  return z
    .string({ error: code })
    .min(1, { error: code })
    .max(limits.msId, { error: code })
    .regex(ID, { error: code });
}

/** An instant with its offset, e.g. `2026-11-23T08:00:00.000Z` (at most 64 characters). */
export function instant(code: (typeof messages)[keyof typeof messages] = error) {
  return z
    .string({ error: code })
    .max(limits.msDate, { error: code })
    .regex(INSTANT, { error: code })
    .refine((value) => Number.isFinite(Date.parse(value)), { error: code });
}

/** Verification fields of the booking calls (the names the booking calls use, SPEC section 7). */
export const bookingVerificationFields = {
  recaptchaToken: z.string({ error }).max(limits.verificationToken, { error }).optional(),
  recaptchaAction: z
    .string({ error })
    .max(limits.verificationAction, { error })
    .regex(/^[A-Za-z0-9_/]*$/, { error })
    .optional(),
  recaptchaVersion: z.enum(['v2', 'v3'], { error }).optional(),
};

/** `/api/booking/businesses`: no data, only the verification for action `businesses` and a language. */
export const businessesPayload = z.strictObject({
  lang: language().optional(),
  ...bookingVerificationFields,
});

/**
 * `/api/booking/staff-availability`. Calendar: `startDate` to start + 30 days. Slot check (with
 * the verification fields): `startDate` to start + the appointment's duration. `businessId` and
 * `serviceId` are ours: they tell the server whose policy and calendar apply.
 */
export const staffAvailabilityPayload = z.strictObject({
  businessId: msId().optional(),
  serviceId: msId().optional(),
  startDate: instant(),
  endDate: instant(),
  staffMemberIds: z.array(msId(), { error }).min(1, { error }).max(100, { error }),
  ...bookingVerificationFields,
});

/** `/api/booking/book-appointment`: every field of SPEC section 7. */
export const bookAppointmentPayload = refinePhoneNumber(
  z.strictObject({
    formId: msId(),
    lang: language(),
    location: optionalText(limits.location),
    pageTitle: optionalText(limits.title),
    ms_staff_id: msId(),
    serviceId: msId(messages.invalidService),
    service_name: optionalText(limits.msId),
    businessId: msId().optional(),
    firstname: requiredText(limits.firstName),
    lastname: requiredText(limits.lastName),
    email: email(messages.invalidEmail),
    phoneCode: phoneCode(),
    phone: phone(),
    message: optionalMultiLineText(limits.message),
    how_did_you_hear_about_us: requiredText(limits.howDidYouHear),
    startDateTime: instant(messages.invalidTimeslot),
    endDateTime: instant(messages.invalidTimeslot),
    isSwissResident: ticked(),
    isTermsAccepted: ticked(),
    ...bookingVerificationFields,
  }),
);

export type BookAppointmentPayload = z.output<typeof bookAppointmentPayload>;

/**
 * The schedule-a-call form in the browser (SPEC section 3, "Booking form"): what the four steps
 * hold. `timeslot` is the slot's start instant; the note is optional, everything else required.
 */
export const bookingFormSchema = refinePhoneNumber(
  z.object({
    service: z.string({ error: messages.invalidService }).min(1, { error: messages.invalidService }),
    date: z.string({ error }).regex(DATE_KEY, { error }),
    timeslot: z
      .string({ error: messages.invalidTimeslot })
      .regex(INSTANT, { error: messages.invalidTimeslot }),
    name: requiredText(limits.firstName),
    lastName: requiredText(limits.lastName),
    email: email(messages.invalidEmail),
    phoneCode: phoneCode(),
    phone: phone(),
    howDidYouHear: requiredText(limits.howDidYouHear),
    note: optionalMultiLineText(limits.message),
    isSwissResident: ticked(),
    isTermsAccepted: ticked(),
  }),
);
