import { businessesPayload } from '../../forms/booking.ts';
import { bookingActions, bookingErrorNames } from '../../forms/booking-form.ts';
import { jsonResponse } from '../api/responses.ts';
import type { ApiResponse } from '../api/types.ts';
import { validatePayload } from '../../forms/validate.ts';
import { handleBookAppointment } from './book-appointment.ts';
import { listCatalog } from './catalog.ts';
import { BookingProviderError, BookingRequestError, SlotTakenError } from './errors.ts';
import { handleStaffAvailability } from './staff-availability.ts';
import type { Logger } from '../logger.ts';
import type { BookingApiOptions, BookingCall, BookingProvider } from './types.ts';

export type { BookingApiOptions, BookingCall } from './types.ts';

/** The three booking endpoints (SPEC section 7), by the last segment of `/api/booking/{endpoint}`. */
export const bookingEndpoints = ['businesses', 'staff-availability', 'book-appointment'] as const;
export type BookingEndpoint = (typeof bookingEndpoints)[number];

/** Handles one booking call; plugged into the API pipeline (src/server/api/booking-route.ts). */
export type BookingHandler = (call: BookingCall, endpoint: BookingEndpoint) => Promise<ApiResponse>;

const DAY_MS = 86_400_000;
/** Every instant the booking API takes lies within a year of now (years 0000 or 9999 are refused 400). */
const DATE_RANGE_MS = 366 * DAY_MS;
const dateFields = {
  startDate: 'invalid-field',
  endDate: 'invalid-field',
  startDateTime: 'invalid-timeslot',
  endDateTime: 'invalid-timeslot',
} as const;

/** Refuses, with field errors, any parseable instant more than a year away from `now`. */
export function checkDateRange(body: Record<string, unknown>, now: number): void {
  const fields: Record<string, string> = {};
  for (const [name, code] of Object.entries(dateFields)) {
    const value = body[name];
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(time) && Math.abs(time - now) > DATE_RANGE_MS) fields[name] = code;
  }
  if (Object.keys(fields).length > 0) throw new BookingRequestError(fields);
}

/**
 * The booking endpoints behind the API pipeline: schema, human verification (actions
 * `businesses`, `staff_availability`, `book_appointment`), then the provider. Booking errors
 * become clean answers: 400 for fields, 409 for a taken slot, 503 when Microsoft Graph is
 * unavailable; never a 500 for those.
 */
export function createBookingApi(options: BookingApiOptions): BookingHandler {
  const { provider } = options;
  const now = options.now ?? Date.now;
  return async (call, endpoint) => {
    try {
      checkDateRange(call.body, now());
      switch (endpoint) {
        case 'businesses':
          return await handleBusinesses(call, provider);
        case 'staff-availability':
          return await handleStaffAvailability(call, { provider, now });
        case 'book-appointment':
          return await handleBookAppointment(call, { ...options, now });
      }
    } catch (error) {
      return answerBookingError(error, call.requestId, endpoint, options.logger);
    }
  };
}

/** Booking errors as answers; anything else goes on to the API's error handler. */
function answerBookingError(
  error: unknown,
  requestId: string,
  endpoint: string,
  logger: Logger,
): ApiResponse {
  if (error instanceof BookingRequestError) return invalidFields(error.fields, requestId);
  if (error instanceof SlotTakenError) {
    return jsonResponse(409, { errorName: bookingErrorNames.slotTaken, message: error.message }, requestId);
  }
  if (error instanceof BookingProviderError) {
    logger.warn(
      { requestId, endpoint, status: error.status, code: error.code },
      'booking provider unavailable',
    );
    const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 30_000) / 1000));
    return jsonResponse(
      503,
      {
        errorName: bookingErrorNames.providerUnavailable,
        message: `Booking is unavailable at the moment; try again in ${seconds} seconds.`,
      },
      requestId,
      { 'Retry-After': String(seconds) },
    );
  }
  throw error;
}

/** `/api/booking/businesses`: the configured businesses and their services. */
async function handleBusinesses(call: BookingCall, provider: BookingProvider): Promise<ApiResponse> {
  const validation = validatePayload(businessesPayload, call.body);
  if (!validation.ok) return invalidFields(validation.fields, call.requestId);
  const refused = await call.verify(bookingActions.businesses, validation.data);
  if (refused) return refused;
  const value = await listCatalog(provider, validation.data.lang ?? 'en');
  return jsonResponse(200, { value }, call.requestId);
}

/** 400 `ValidationError` with the field codes, as the forms API answers. */
export function invalidFields(fields: Readonly<Record<string, string>>, requestId: string): ApiResponse {
  return jsonResponse(
    400,
    { errorName: 'ValidationError', message: `Invalid fields: ${Object.keys(fields).join(', ')}.`, fields },
    requestId,
  );
}
