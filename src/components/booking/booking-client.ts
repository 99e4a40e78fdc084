import type { BookAppointmentPayload } from '../../forms/booking.ts';
import { bookingActions } from '../../forms/booking-form.ts';
import { postJson } from '../../forms/client/api-client.ts';
import { getVerificationFields } from '../../forms/client/verification.ts';
import type { Language } from '../../i18n/languages.ts';
import type { SchedulingPolicy, StaffAvailability } from '../../lib/booking/types.ts';
import type { VerificationConfig } from '../modals/modal-data.ts';

/** A service as `/api/booking/businesses` lists it. */
export interface CatalogService {
  id: string;
  businessId: string;
  displayName: string;
  description: string;
  /** Minutes. */
  defaultDuration: number;
  staffMemberIds: string[];
  schedulingPolicy: SchedulingPolicy;
}

/** A business with its services. */
export interface CatalogBusiness {
  id: string;
  displayName: string;
  services: CatalogService[];
}

/** What a booking answers: the submission and the appointment as booked. */
export interface BookedValue {
  id: string;
  reference: string;
  appointment: {
    serviceId: string;
    serviceName: string;
    startDateTime: string;
    endDateTime: string;
    timeZone: string;
  };
}

/** Per-call options: the abort signal, and a solved visible challenge's token for one action. */
export interface CallOptions {
  signal: AbortSignal;
  verification: VerificationConfig;
  v2?: { action: string; token: string } | undefined;
}

/** The booking calls' verification fields (SPEC section 7 names them recaptcha*). */
async function getBookingVerification(action: string, options: CallOptions) {
  const v2Token = options.v2?.action === action ? options.v2.token : undefined;
  const fields = await getVerificationFields(options.verification, action, {
    signal: options.signal,
    v2Token,
  });
  return {
    recaptchaToken: fields.rt,
    recaptchaAction: fields.rt_action,
    recaptchaVersion: fields.rt_version,
  };
}

/** The configured businesses with their services, after verification for action `businesses`. */
export async function fetchBusinesses(lang: Language, options: CallOptions): Promise<CatalogBusiness[]> {
  const verification = await getBookingVerification(bookingActions.businesses, options);
  return postJson<CatalogBusiness[]>(
    '/api/booking/businesses',
    { lang, ...verification },
    { signal: options.signal },
  );
}

/** The calendar: the service's staff availability between `start` and `end` (no verification). */
export function fetchAvailability(
  service: CatalogService,
  start: Date,
  end: Date,
  signal: AbortSignal,
): Promise<StaffAvailability[]> {
  return postJson<StaffAvailability[]>(
    '/api/booking/staff-availability',
    {
      businessId: service.businessId,
      serviceId: service.id,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      staffMemberIds: service.staffMemberIds,
    },
    { signal },
  );
}

/** The slot check at submit (action `staff_availability`): each staff member's status over the slot. */
export async function checkSlot(
  service: CatalogService,
  staffIds: readonly string[],
  start: Date,
  end: Date,
  options: CallOptions,
): Promise<StaffAvailability[]> {
  const verification = await getBookingVerification(bookingActions.staffAvailability, options);
  return postJson<StaffAvailability[]>(
    '/api/booking/staff-availability',
    {
      businessId: service.businessId,
      serviceId: service.id,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      staffMemberIds: staffIds,
      ...verification,
    },
    { signal: options.signal },
  );
}

/** Books the appointment (action `book_appointment`), with one idempotency key per attempt. */
export async function bookAppointment(
  body: Omit<BookAppointmentPayload, 'recaptchaToken' | 'recaptchaAction' | 'recaptchaVersion'>,
  options: CallOptions & { idempotencyKey: string },
): Promise<BookedValue> {
  const verification = await getBookingVerification(bookingActions.bookAppointment, options);
  return postJson<BookedValue>(
    '/api/booking/book-appointment',
    { ...body, ...verification },
    {
      signal: options.signal,
      idempotencyKey: options.idempotencyKey,
    },
  );
}
