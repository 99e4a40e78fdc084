import { escapeIcsText, toIcsDateTime, writeIcsCalendar } from '../../lib/ics.ts';
import type { Db } from '../db/db.ts';
import type { EmailMessage, Mailer } from '../delivery/email-sink.ts';
import { getSubmissionLanguage, getText } from '../delivery/submission-values.ts';
import type { DeliverySubmission, Sink } from '../delivery/types.ts';
import { findAppointmentBySubmission, type StoredAppointment } from './appointment-store.ts';
import { formatAppointmentTime, getBookingTexts } from './booking-texts.ts';
import { createCancelLink } from './cancel-token.ts';
import { bookingEmailSinkName } from './store-booking.ts';

/**
 * The calendar file of an appointment (the project's one iCalendar writer, src/lib/ics.ts, which
 * folds at 75 octets): times in UTC, the service as summary, a stable UID, a reminder an hour before.
 */
export function createAppointmentIcs(
  appointment: Pick<StoredAppointment, 'id' | 'start' | 'end'>,
  summary: string,
  description: string,
  now: Date = new Date(),
): string {
  return writeIcsCalendar('-//Velora//Adviser booking//EN', [
    `UID:${appointment.id}@velora.ch`,
    `DTSTAMP:${toIcsDateTime(now)}`,
    `DTSTART:${toIcsDateTime(appointment.start)}`,
    `DTEND:${toIcsDateTime(appointment.end)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeIcsText(summary)}`,
    'END:VALARM',
  ]);
}

/** The confirmation e-mail of a booking in the visitor's language, with the .ics and the cancel link. */
export function composeConfirmation(
  submission: DeliverySubmission,
  appointment: StoredAppointment,
  cancelLink: string,
): EmailMessage | undefined {
  const to = getText(submission, 'email');
  if (!to) return undefined;
  const texts = getBookingTexts(getSubmissionLanguage(submission));
  const when = formatAppointmentTime(texts, appointment.start, appointment.end);
  const topic = getText(submission, 'service_name') ?? appointment.serviceId;
  const name = [getText(submission, 'firstname'), getText(submission, 'lastname')].filter(Boolean).join(' ');
  const text = [
    texts.greeting.replace('{name}', name),
    '',
    texts.confirmed,
    '',
    `${texts.when}: ${when}`,
    `${texts.topic}: ${topic}`,
    `${texts.reference}: ${submission.reference}`,
    '',
    texts.calendar,
    '',
    texts.cancelIntro,
    cancelLink,
    '',
    texts.closing,
  ].join('\n');
  return {
    to,
    subject: texts.subject.replace('{date}', when),
    text,
    reference: submission.reference,
    attachments: [
      {
        filename: 'velora-appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: createAppointmentIcs(
          appointment,
          `Velora: ${topic}`,
          `${texts.reference}: ${submission.reference}`,
        ),
      },
    ],
  };
}

/**
 * The outbox sink `booking-email`: sends the visitor the confirmation of a built-in booking. An
 * appointment cancelled (or started) before the e-mail went out is not confirmed any more:
 * nothing is sent. A submission without an e-mail address fails for good.
 */
export function createBookingEmailSink(options: {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  getKey: () => Promise<string>;
  now?: () => number;
}): Sink {
  const now = options.now ?? Date.now;
  return {
    name: bookingEmailSinkName,
    async deliver(submission, ctx) {
      const appointment = await findAppointmentBySubmission(options.db, submission.id);
      if (!appointment)
        return { kind: 'failed', code: 'appointment-missing', reason: 'the booking has no appointment row' };
      if (appointment.status === 'cancelled' || appointment.start.getTime() <= now())
        return { kind: 'delivered' };
      const lang = getSubmissionLanguage(submission);
      const link = createCancelLink(options.siteUrl, await options.getKey(), appointment.id, lang);
      const message = composeConfirmation(submission, appointment, link);
      if (!message) return { kind: 'failed', code: 'no-email', reason: 'the booking has no e-mail address' };
      return options.mailer.send(message, ctx);
    },
  };
}
