/**
 * The schedule-a-call form's static half (SPEC.md sections 3, 7 and 9): what the browser needs to
 * render and send it, without zod. Its rules are `bookingFormSchema` in `booking.ts` (shared with
 * the server), which the browser loads when a visitor first touches the form or before the first check.
 */
import type { z } from 'zod';
import type { bookingFormSchema } from './booking.ts';

/** Days of availability the calendar loads from today (SPEC section 9). */
export const availabilityWindowDays = 30;

/** Verification actions of the three booking calls (SPEC section 4). */
export const bookingActions = {
  businesses: 'businesses',
  staffAvailability: 'staff_availability',
  bookAppointment: 'book_appointment',
} as const;

/** Error names the booking endpoints answer with, beyond the API's common ones. */
export const bookingErrorNames = {
  /** The slot check found nobody free: message `No available staff for timeslot.` (SPEC section 8). */
  noAvailableStaff: 'NoAvailableStaffError',
  /** The slot was taken between choosing and booking: the flow offers the next free slots. */
  slotTaken: 'SlotTakenError',
  /** The booking provider (Microsoft Graph) did not answer in time; try again later. */
  providerUnavailable: 'BookingUnavailableError',
} as const;

/**
 * The book-appointment form id per language (SPEC section 7: "Form ids are per language"). The
 * server accepts only these; the booking sink keeps them with the submission.
 */
export const bookingFormIds: Readonly<Record<'en' | 'de' | 'fr' | 'it', string>> = Object.freeze({
  en: 'velora-booking-en',
  de: 'velora-booking-de',
  fr: 'velora-booking-fr',
  it: 'velora-booking-it',
});

/** The slot check's message when nobody is free (SPEC section 7). */
export const noAvailableStaffMessage = 'No available staff for timeslot.';

/** What the form holds while the visitor types: the checkboxes start unticked. */
export type BookingFormValues = Omit<
  z.input<typeof bookingFormSchema>,
  'isSwissResident' | 'isTermsAccepted'
> & {
  isSwissResident: boolean;
  isTermsAccepted: boolean;
};

/** The validated form. */
export type BookingFormData = z.output<typeof bookingFormSchema>;

/** The fields each step validates before the visitor may go on. */
export const bookingStepFields = {
  service: ['service'],
  slot: ['date', 'timeslot'],
  details: ['name', 'lastName', 'email', 'phoneCode', 'phone'],
  additional: ['howDidYouHear', 'note', 'isSwissResident', 'isTermsAccepted'],
} as const satisfies Record<string, readonly (keyof BookingFormValues)[]>;

/** Empty form with the phone country preset to Switzerland (SPEC section 9). */
export const bookingFormDefaults: BookingFormValues = {
  service: '',
  date: '',
  timeslot: '',
  name: '',
  lastName: '',
  email: '',
  phoneCode: { alphaCode: 'CH', code: '41' },
  phone: '',
  howDidYouHear: '',
  note: '',
  isSwissResident: false,
  isTermsAccepted: false,
};
