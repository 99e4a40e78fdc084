import type { AbuseConfig } from '../abuse/abuse-config.ts';
import { bookingActions, bookingErrorNames, businessesPayload } from '../../forms/booking.ts';
import { createRateLimiter, type RateLimiter } from '../api/rate-limit.ts';
import { jsonResponse } from '../api/responses.ts';
import type { ApiRequest, ApiResponse } from '../api/types.ts';
import { validatePayload } from '../api/validate.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { handleBookAppointment } from './book-appointment.ts';
import { listCatalog } from './catalog.ts';
import { BookingProviderError, BookingRequestError, SlotTakenError } from './errors.ts';
import { createRequestGuard } from './request-guard.ts';
import { handleStaffAvailability } from './staff-availability.ts';
import type { BookingProvider } from './types.ts';

/** The three booking endpoints (SPEC section 7), by the last segment of `/api/booking/{endpoint}`. */
export const bookingEndpoints = ['businesses', 'staff-availability', 'book-appointment'] as const;
export type BookingEndpoint = (typeof bookingEndpoints)[number];

/** Handles one booking call; plugged into the API router (src/server/api/create-api.ts). */
export type BookingHandler = (
  request: ApiRequest,
  endpoint: BookingEndpoint,
  requestId: string,
) => Promise<ApiResponse>;

/** Options of `createBookingApi`. */
export interface BookingApiOptions {
  config: Config;
  db: Db;
  provider: BookingProvider;
  verifier: Verifier;
  logger: Logger;
  now?: () => number;
  rateLimiter?: RateLimiter;
  /** Booking calls per client and window (BOOKING_RATE_LIMIT_MAX); the forms' limit when absent. */
  rateLimitMax?: number;
  /** Per-person and per-client booking limits (src/server/abuse); from the environment when absent. */
  abuse?: AbuseConfig;
}

/** What a booking handler gets once the request passed the guard. */
export interface BookingCall {
  body: Record<string, unknown>;
  clientKey: string;
  requestId: string;
  request: ApiRequest;
  /** Runs human verification for `action`; an answer to send when it fails. */
  verify(
    action: string,
    body: { recaptchaToken?: string | undefined; recaptchaVersion?: 'v2' | 'v3' | undefined },
  ): Promise<ApiResponse | undefined>;
}

/**
 * The booking endpoints behind the API pipeline: guard (Origin, Content-Type, size, signature,
 * rate limit, JSON), schema, human verification (actions `businesses`, `staff_availability`,
 * `book_appointment`), then the provider. Booking errors become clean answers: 400 for fields,
 * 409 for a taken slot, 503 when Microsoft Graph is unavailable; never a 500 for those.
 */
export function createBookingApi(options: BookingApiOptions): BookingHandler {
  const { config, provider, verifier, logger } = options;
  const now = options.now ?? Date.now;
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter({
      db: options.db,
      max: options.rateLimitMax ?? config.rateLimit.max,
      windowSeconds: config.rateLimit.windowSeconds,
      now,
    });
  const guard = createRequestGuard({ config, rateLimiter, now });

  return async (request, endpoint, requestId) => {
    const guarded = await guard(request, requestId);
    if (!guarded.ok) return guarded.response;
    const call: BookingCall = {
      body: guarded.body,
      clientKey: guarded.clientKey,
      requestId,
      request,
      async verify(action, fields) {
        const result = await verifier.verify({
          token: fields.recaptchaToken,
          action,
          version: fields.recaptchaVersion,
          remoteIp: guarded.clientKey,
        });
        if (result.ok) return undefined;
        logger.info({ requestId, endpoint, reason: result.reason }, 'human verification failed');
        return jsonResponse(403, { errorName: result.errorName, message: result.message }, requestId);
      },
    };
    try {
      switch (endpoint) {
        case 'businesses':
          return await handleBusinesses(call, provider);
        case 'staff-availability':
          return await handleStaffAvailability(call, { provider, now });
        case 'book-appointment':
          return await handleBookAppointment(call, { ...options, now });
      }
    } catch (error) {
      if (error instanceof BookingRequestError) return invalidFields(error.fields, requestId);
      if (error instanceof SlotTakenError) {
        return jsonResponse(
          409,
          { errorName: bookingErrorNames.slotTaken, message: error.message },
          requestId,
        );
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
  };
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
