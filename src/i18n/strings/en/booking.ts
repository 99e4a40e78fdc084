/**
 * English UI strings of the book-a-call flow: the reference set. Every other language's
 * `booking.ts` has exactly these keys (its type requires it; translate.test.ts checks it at run time).
 */
export const booking = {
  'booking.title': 'Book a call with an adviser',
  'booking.intro': 'Choose a topic and a time that suits you. The call is free and without obligation.',
  'booking.progress': 'Step {current} of {total}',
  'booking.step.service': 'Topic',
  'booking.step.slot': 'Date and time',
  'booking.step.details': 'Your details',
  'booking.step.additional': 'A few more questions',
  'booking.loadingServices': 'Loading the topics…',
  'booking.loadingSlots': 'Looking for free times…',
  'booking.loadingStep': 'Loading the next step…',
  'booking.service': 'What would you like to talk about?',
  'booking.duration': '{minutes} min',
  'booking.date': 'Date',
  'booking.time': 'Time',
  'booking.previousMonth': 'Previous month',
  'booking.nextMonth': 'Next month',
  'booking.noSlots':
    'There are no free times in the next 30 days for this topic. Please choose another topic or contact us.',
  'booking.timeZone': 'Times are in Swiss time ({zone}).',
  'booking.visitorZone': 'Your own time ({zone}) is shown beside each time.',
  'booking.yourTime': '{time} your time',
  'booking.slotGone': 'Sorry, this time has just been booked. Please choose another one.',
  'booking.nextSlots': 'The next free times:',
  'booking.summary': 'Your call',
  'booking.summaryWhen': '{date} at {time} (Swiss time)',
  'booking.note': 'What would you like help with?',
  'booking.noteHint': 'A few words help your adviser prepare for the call.',
  'booking.swissResident': 'I confirm that I live in Switzerland',
  'booking.terms': 'I have read and accept the {link}',
  'booking.termsLink': 'terms of use',
  'booking.back': 'Back',
  'booking.next': 'Continue',
  'booking.submit': 'Book the call',
  'booking.sending': 'Booking…',
  'booking.successService': 'Topic',
  'booking.successDate': 'Date',
  'booking.successTime': 'Time',
  'booking.successTimeValue': '{start}–{end} Swiss time',
  'booking.successReference': 'Reference',
  'booking.addToCalendar': 'Add to my calendar',
  'booking.icsSummary': 'Call with Velora: {service}',
  'booking.icsDescription': 'Your adviser will call you at the time booked. Reference: {reference}.',
} as const;

/** The shape every language's booking strings must have: exactly these keys. */
export type BookingStrings = Record<keyof typeof booking, string>;
