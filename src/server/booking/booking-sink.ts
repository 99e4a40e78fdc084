import type { Db } from '../db/db.ts';
import { createInboxSink } from '../delivery/inbox-sink.ts';
import { getInternationalPhone, getSubmissionLanguage, getText } from '../delivery/submission-values.ts';
import type { DeliverySubmission, Sink } from '../delivery/types.ts';
import {
  cancelAppointment,
  confirmAppointment,
  findAppointmentBySubmission,
  type StoredAppointment,
} from './appointment-store.ts';
import { BookingProviderError } from './errors.ts';
import { bookingSinkName } from './store-booking.ts';
import type { AppointmentCustomer, BookingProvider, NewAppointment } from './types.ts';

/** Retry delay after a Graph configuration problem (credentials, permissions): an operator's fix. */
const CONFIGURATION_RETRY_MS = 15 * 60_000;

/**
 * The outbox sink of booking submissions: the booking provider.
 * - Built-in engine: the appointment row was written with the submission, so the booking is
 *   made; delivery hands it to the local inbox sink (database, and the INBOX_DIR file), where the
 *   back office reads it (`npm run inbox -- list`); idempotent.
 * - Graph: creates the appointment in Microsoft Bookings (a repeated attempt first looks for
 *   the earlier one), then marks the local hold confirmed. 429/5xx/timeouts are retried, never
 *   sooner than Retry-After; a refusal (4xx) cancels the local hold, freeing the slot, and
 *   dead-letters the booking for the back office to call the visitor.
 */
export function createBookingSink(options: {
  db: Db;
  provider: BookingProvider;
  inbox?: Sink | undefined;
}): Sink {
  const { db, provider } = options;
  // The local inbox sink (database row and, with INBOX_DIR, a file) of the delivery worker.
  const inbox = options.inbox ?? createInboxSink(db);
  return {
    name: bookingSinkName,
    async deliver(submission, ctx) {
      const appointment = await findAppointmentBySubmission(db, submission.id);
      if (!appointment)
        return { kind: 'failed', code: 'appointment-missing', reason: 'the booking has no appointment row' };
      if (appointment.status === 'cancelled')
        return { kind: 'failed', code: 'appointment-cancelled', reason: 'the appointment was cancelled' };
      if (appointment.status === 'confirmed') {
        // The built-in engine has no calendar of its own to notify: the back office reads the inbox.
        return appointment.provider === 'builtin' ? inbox.deliver(submission, ctx) : { kind: 'delivered' };
      }
      if (provider.kind !== appointment.provider) {
        return {
          kind: 'retry',
          code: 'provider-mismatch',
          reason: `the appointment is held for ${appointment.provider} but BOOKING_PROVIDER is ${provider.kind}`,
          retryAfterMs: CONFIGURATION_RETRY_MS,
          configurationError: true,
        };
      }
      try {
        const { externalId } = await provider.createAppointment(toNewAppointment(appointment, submission), {
          signal: ctx.signal,
        });
        await confirmAppointment(db, appointment.id, externalId);
        return { kind: 'delivered' };
      } catch (error) {
        if (!(error instanceof BookingProviderError)) throw error;
        const status = error.status === undefined ? {} : { status: error.status };
        if (error.configuration) {
          return {
            kind: 'retry',
            code: error.code,
            reason: error.message,
            retryAfterMs: CONFIGURATION_RETRY_MS,
            configurationError: true,
            ...status,
          };
        }
        if (error.retryable) {
          return {
            kind: 'retry',
            code: error.code,
            reason: error.message,
            ...status,
            ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
          };
        }
        await cancelAppointment(db, appointment.id);
        return { kind: 'failed', code: error.code, reason: error.message, ...status };
      }
    },
  };
}

function toNewAppointment(appointment: StoredAppointment, submission: DeliverySubmission): NewAppointment {
  return {
    id: appointment.id,
    submissionId: submission.id,
    businessId: appointment.businessId,
    serviceId: appointment.serviceId,
    serviceName: getText(submission, 'service_name') ?? appointment.serviceId,
    staffId: appointment.staffId,
    start: appointment.start,
    end: appointment.end,
    preBufferMs: appointment.preBufferMs,
    postBufferMs: appointment.postBufferMs,
    customer: toCustomer(submission),
  };
}

/** The visitor as Bookings needs them, with the reference the back office quotes. */
function toCustomer(submission: DeliverySubmission): AppointmentCustomer {
  const notes = [
    `Reference: ${submission.reference}`,
    getText(submission, 'message'),
    getText(submission, 'how_did_you_hear_about_us')
      ? `Heard of us: ${getText(submission, 'how_did_you_hear_about_us')}`
      : undefined,
    `Swiss resident: ${submission.payload['isSwissResident'] === true ? 'yes' : 'no'}`,
  ].filter((line): line is string => line !== undefined);
  return {
    name: [getText(submission, 'firstname'), getText(submission, 'lastname')].filter(Boolean).join(' '),
    email: getText(submission, 'email') ?? '',
    phone: getInternationalPhone(submission) ?? '',
    notes: notes.join('\n'),
    language: getSubmissionLanguage(submission),
  };
}
