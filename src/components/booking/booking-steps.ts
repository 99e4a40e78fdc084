import { bookingStepFields, type BookingFormValues } from '../../forms/booking-form.ts';

/** The four steps of the schedule-a-call modal (SPEC section 2), in order. */
export const bookingSteps = ['service', 'slot', 'details', 'additional'] as const;

/** One step: an explicit union, so every screen of the flow is named (DESIGN.md conventions). */
export type BookingStep = (typeof bookingSteps)[number];

/** The step after `step`, or undefined on the last one. */
export function getNextStep(step: BookingStep): BookingStep | undefined {
  return bookingSteps[bookingSteps.indexOf(step) + 1];
}

/** The step before `step`, or undefined on the first one. */
export function getPreviousStep(step: BookingStep): BookingStep | undefined {
  const index = bookingSteps.indexOf(step);
  return index > 0 ? bookingSteps[index - 1] : undefined;
}

/** The step that shows a form field (to go back to it when the server refuses the field). */
export function getStepOfField(field: keyof BookingFormValues): BookingStep {
  return (
    bookingSteps.find((step) => (bookingStepFields[step] as readonly string[]).includes(field)) ??
    'additional'
  );
}

/** Wire names of the book-appointment body (SPEC section 7) mapped to the form's fields. */
export const bookingWireFields: Readonly<Record<string, keyof BookingFormValues>> = {
  serviceId: 'service',
  startDateTime: 'timeslot',
  endDateTime: 'timeslot',
  firstname: 'name',
  lastname: 'lastName',
  email: 'email',
  phoneCode: 'phoneCode',
  phone: 'phone',
  how_did_you_hear_about_us: 'howDidYouHear',
  message: 'note',
  isSwissResident: 'isSwissResident',
  isTermsAccepted: 'isTermsAccepted',
};
