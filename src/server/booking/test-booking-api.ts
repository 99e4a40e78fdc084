/** Helpers for tests that drive the booking endpoints through `api.handle()` (no HTTP). */
import { loadAbuseConfig } from '../abuse/abuse-config.ts';
import { createApi } from '../api/create-api.ts';
import { buildRequest } from '../api/test-helpers.ts';
import type { ApiResponse } from '../api/types.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createLogger } from '../logger.ts';
import { createOffVerifier } from '../verification/off.ts';
import type { Verifier } from '../verification/types.ts';
import { createBookingApi, type BookingEndpoint } from './booking-api.ts';
import type { BookingConfig } from './booking-config.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createTestBookingConfig } from './test-booking-config.ts';
import type { BookingProvider } from './types.ts';

/** Saturday 21 November 2026, 11:00 in Zurich: "today" in the booking tests. */
export const testNow = Date.parse('2026-11-21T10:00:00Z');

export interface TestBookingApi {
  provider: BookingProvider;
  bookingConfig: BookingConfig;
  logs: string[];
  send(
    endpoint: BookingEndpoint,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse & { json: Record<string, unknown> }>;
}

/**
 * The API with the booking endpoints over `db`: the built-in engine on the test configuration
 * unless a provider is given, verification off, no rate limit, the clock at `testNow`. The
 * per-client and per-person booking limits are off unless `env` sets them (their own tests do).
 */
export function createTestBookingApi(options: {
  db: Db;
  provider?: BookingProvider;
  verifier?: Verifier;
  now?: () => number;
  env?: Record<string, string>;
}): TestBookingApi {
  const now = options.now ?? (() => testNow);
  const config = loadConfig({ HUMAN_VERIFICATION: 'off', RATE_LIMIT_MAX: '0', ...options.env });
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', stream: { write: (line: string) => void logs.push(line) } });
  const bookingConfig = createTestBookingConfig();
  const provider = options.provider ?? createBuiltinProvider({ config: bookingConfig, db: options.db });
  const verifier = options.verifier ?? createOffVerifier();
  const booking = createBookingApi({
    config,
    db: options.db,
    provider,
    verifier,
    logger,
    now,
    abuse: loadAbuseConfig({
      BOOKING_ATTEMPTS_PER_HOUR: '0',
      BOOKING_MAX_OPEN_PER_PERSON: '0',
      ...options.env,
    }),
  });
  const api = createApi({ config, db: options.db, verifier, logger, now, booking });
  return {
    provider,
    bookingConfig,
    logs,
    async send(endpoint, body, headers) {
      const response = await api.handle(
        buildRequest({
          path: `/api/booking/${endpoint}`,
          body,
          sign: now(),
          ...(headers ? { headers } : {}),
        }),
      );
      return {
        ...response,
        json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {},
      };
    },
  };
}

/** A complete, valid book-appointment body for `serviceId`, `staffId` and the slot at `start`. */
export function bookingBody(options: {
  serviceId?: string;
  staffId?: string;
  start: string;
  minutes?: number;
  email?: string;
}): Record<string, unknown> {
  const start = new Date(options.start);
  const end = new Date(start.getTime() + (options.minutes ?? 30) * 60_000);
  return {
    formId: 'velora-booking-en',
    lang: 'en',
    location: 'https://www.velora.ch/contact',
    pageTitle: 'Contact',
    ms_staff_id: options.staffId ?? 's1',
    serviceId: options.serviceId ?? 'svc-solo',
    service_name: 'Solo call',
    firstname: 'Anna',
    lastname: 'Keller',
    email: options.email ?? 'anna.keller@example.ch',
    phoneCode: { alphaCode: 'CH', code: '41' },
    phone: '79 123 45 67',
    message: 'Questions about my 3a',
    how_did_you_hear_about_us: 'A friend',
    startDateTime: start.toISOString(),
    endDateTime: end.toISOString(),
    isSwissResident: true,
    isTermsAccepted: true,
    recaptchaToken: 'test-token',
    recaptchaAction: 'book_appointment',
    recaptchaVersion: 'v3',
  };
}
