import { bookAppointmentPayload, type BookAppointmentPayload } from '../../forms/booking.ts';
import { bookingActions, bookingFormIds } from '../../forms/booking-form.ts';
import { parseIsoDuration } from '../../lib/booking/duration.ts';
import { loadAbuseConfig, type AbuseConfig } from '../config.ts';
import { getHolderKeys } from '../abuse/person-keys.ts';
import { reserveQuota } from '../abuse/quota.ts';
import { assertSameRequest } from '../api/idempotency.ts';
import { jsonResponse } from '../api/responses.ts';
import type { ApiResponse } from '../api/types.ts';
import { validatePayload } from '../../forms/validate.ts';
import type { BookingApiOptions, BookingCall } from './types.ts';
import { findService } from './catalog.ts';
import { checkAppointmentStart } from './date-range.ts';
import { BookingLimitError, BookingRequestError, SlotTakenError } from './errors.ts';
import { checkSlot } from './slot-check.ts';
import { findBookingByIdempotencyKey, storeBooking, type StoredBooking } from './store-booking.ts';
import { newRowId } from '../db/row-id.ts';

/** Verification and page fields: kept out of the stored payload (page fields go to `meta`). */
const nonPayloadFields = new Set([
  'recaptchaToken',
  'recaptchaAction',
  'recaptchaVersion',
  'location',
  'pageTitle',
  'formId',
  'lang',
]);

/** The appointment as the success modal and the `.ics` file need it. */
export interface BookedAppointment {
  serviceId: string;
  serviceName: string;
  startDateTime: string;
  endDateTime: string;
  timeZone: 'Europe/Zurich';
}

/**
 * `/api/booking/book-appointment`: validates every field, checks the form id, verifies action
 * `book_appointment`, then re-checks the slot itself (the service exists, the staff member gives
 * it, the end is start + the service's duration, and slot generation offers that staff member at
 * that start now). It stores the submission, its outbox row (sink: the booking provider) and the
 * appointment in one transaction; an overlap, found by the re-check or by the exclusion
 * constraint under concurrency, answers 409 `SlotTakenError`. 201 `{ value: { id, reference, appointment } }`.
 */
export async function handleBookAppointment(
  call: BookingCall,
  deps: BookingApiOptions & { now: () => number },
): Promise<ApiResponse> {
  const validation = validatePayload(bookAppointmentPayload, call.body);
  if (!validation.ok) throw new BookingRequestError(validation.fields);
  const data = validation.data;
  if (!Object.values(bookingFormIds).includes(data.formId))
    throw new BookingRequestError({ formId: 'invalid-field' });
  const start = new Date(data.startDateTime);
  const end = new Date(data.endDateTime);
  checkAppointmentStart(start, deps.now());
  checkAppointmentStart(end, deps.now(), 'endDateTime');
  const abuse = deps.abuse ?? (defaultAbuse ??= loadAbuseConfig());

  const idempotency = call.idempotency('book-appointment');
  if (idempotency) {
    // A retry carries the same, already used verification token: answer before verifying.
    const existing = await findBookingByIdempotencyKey(deps.db, idempotency.key);
    if (existing) {
      assertSameRequest(existing.requestHash, idempotency);
      return booked(existing, await readAppointment(deps, existing.submissionId), call.requestId);
    }
  }
  const attempts = await reserveQuota(
    deps.db,
    'booking-client',
    call.clientKey,
    [{ seconds: 3_600, max: abuse.booking.attemptsPerHour }],
    deps.now(),
  );
  if (!attempts.ok) return tooManyAttempts(attempts.retryAfterSeconds, call.requestId);
  const refused = await call.verify(bookingActions.bookAppointment, data);
  if (refused) return refused;

  const service = await findService(deps.provider, data.serviceId, data.lang, data.businessId);
  if (!service.staffMemberIds.includes(data.ms_staff_id))
    throw new BookingRequestError({ ms_staff_id: 'invalid-field' });
  if (end.getTime() - start.getTime() !== service.defaultDuration * 60_000)
    throw new BookingRequestError({ endDateTime: 'invalid-timeslot' });

  const check = await checkSlot(deps.provider, service, [data.ms_staff_id], start, new Date(deps.now()));
  if (!check.freeStaffIds.includes(data.ms_staff_id)) throw new SlotTakenError();

  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    if (!nonPayloadFields.has(key) && value !== undefined) payload[key] = value;
  // The server's own names and times, whatever the browser sent.
  Object.assign(payload, {
    businessId: service.businessId,
    service_name: service.displayName,
    startDateTime: start.toISOString(),
    endDateTime: end.toISOString(),
  });
  const maxOpen = abuse.booking.maxOpenPerPerson;
  const stored = await storeBooking(deps.db, {
    appointment: {
      id: newRowId(),
      businessId: service.businessId,
      serviceId: service.id,
      serviceName: service.displayName,
      staffId: data.ms_staff_id,
      start,
      end,
      preBufferMs: parseIsoDuration(service.schedulingPolicy.preBuffer),
      postBufferMs: parseIsoDuration(service.schedulingPolicy.postBuffer),
    },
    status: deps.provider.kind === 'builtin' ? 'confirmed' : 'pending',
    provider: deps.provider.kind,
    payload,
    meta: buildMeta(data, call.request.headers['user-agent']),
    idempotencyKey: idempotency?.key,
    requestHash: idempotency?.requestHash,
    holder: {
      keys: getHolderKeys(data.email, data.phoneCode.code, data.phone),
      maxOpen,
      now: new Date(deps.now()),
    },
    // The built-in engine confirms at once: the visitor gets the e-mail with the .ics and cancel link.
    // With Graph, Microsoft Bookings sends its own confirmation.
    confirmationEmail: deps.provider.kind === 'builtin',
  }).catch((error: unknown) => {
    if (error instanceof BookingLimitError) return error;
    throw error;
  });
  if (stored instanceof BookingLimitError) return personLimitReached(stored, call.requestId);
  if (stored.replayed && idempotency) assertSameRequest(stored.requestHash, idempotency);
  deps.logger.info(
    { requestId: call.requestId, submissionId: stored.submissionId, replayed: stored.replayed },
    'booking stored',
  );
  return booked(
    stored,
    {
      serviceId: service.id,
      serviceName: service.displayName,
      startDateTime: start.toISOString(),
      endDateTime: end.toISOString(),
      timeZone: 'Europe/Zurich',
    },
    call.requestId,
  );
}

let defaultAbuse: AbuseConfig | undefined;

/** 429 for a client past BOOKING_ATTEMPTS_PER_HOUR. */
function tooManyAttempts(retryAfterSeconds: number, requestId: string): ApiResponse {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return jsonResponse(
    429,
    {
      errorName: 'TooManyRequests',
      message: `Too many booking attempts from your connection; try again in ${minutes} minutes.`,
    },
    requestId,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** 409 for a person already holding BOOKING_MAX_OPEN_PER_PERSON upcoming appointments. */
function personLimitReached(error: BookingLimitError, requestId: string): ApiResponse {
  const by = error.field === 'email' ? 'e-mail address' : 'phone number';
  return jsonResponse(
    409,
    {
      errorName: 'BookingLimitError',
      message: `This ${by} already has ${error.max} upcoming appointments with us; cancel one with the link in its confirmation e-mail, or call us.`,
      fields: { [error.field]: 'booking-limit' },
    },
    requestId,
  );
}

function booked(stored: StoredBooking, appointment: BookedAppointment, requestId: string): ApiResponse {
  return jsonResponse(
    201,
    { value: { id: stored.submissionId, reference: stored.reference, appointment } },
    requestId,
    stored.replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
  );
}

/** The appointment of an earlier booking, from its stored payload (for an idempotent replay). */
async function readAppointment(deps: BookingApiOptions, submissionId: string): Promise<BookedAppointment> {
  const { rows } = await deps.db.query<{ payload: Record<string, string> }>(
    'select payload from submissions where id = $1',
    [submissionId],
  );
  const payload = rows[0]?.payload ?? {};
  return {
    serviceId: payload['serviceId'] ?? '',
    serviceName: payload['service_name'] ?? '',
    startDateTime: payload['startDateTime'] ?? '',
    endDateTime: payload['endDateTime'] ?? '',
    timeZone: 'Europe/Zurich',
  };
}

/** Page context kept with the submission, as the forms API keeps it; user agent cut to 500 characters. */
function buildMeta(data: BookAppointmentPayload, userAgent: string | undefined): Record<string, unknown> {
  const meta: Record<string, unknown> = { language: data.lang, formId: data.formId };
  if (data.location && data.location !== 'undefined') meta['location'] = data.location;
  if (data.pageTitle && data.pageTitle !== 'undefined') meta['title'] = data.pageTitle;
  if (userAgent) meta['userAgent'] = userAgent.slice(0, 500);
  return meta;
}
