/** Helpers for tests that drive the booking endpoints through the API's Fastify instance. */
import { loadAbuseConfig } from '../../src/server/config.ts';
import type { BookingEndpoint } from '../../src/server/booking/booking-api.ts';
import { createBookingApi } from '../../src/server/booking/booking-api.ts';
import type { BookingConfig } from '../../src/server/booking/booking-config.ts';
import { createBuiltinProvider } from '../../src/server/booking/builtin-provider.ts';
import { createTestBookingConfig } from './test-booking-config.ts';
import type { BookingProvider } from '../../src/server/booking/types.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/db.ts';
import { createOffVerifier } from '../../src/server/verification/off.ts';
import type { Verifier } from '../../src/server/verification/types.ts';
import { createTestApiFor, createTestLogger, type TestApi, type TestResponse } from './test-api.ts';

/** Saturday 21 November 2026, 11:00 in Zurich: "today" in the booking tests. */
export const testNow = Date.parse('2026-11-21T10:00:00Z');

export interface TestBookingApi {
  provider: BookingProvider;
  bookingConfig: BookingConfig;
  logs: string[];
  api: TestApi;
  /** POSTs `body` (objects as JSON, strings as they are, `undefined`: no body) to `/api/booking/{endpoint}`. */
  send(
    endpoint: BookingEndpoint,
    body: unknown,
    headers?: Record<string, string | undefined>,
  ): Promise<TestResponse>;
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
  const { logs, logger } = createTestLogger();
  const bookingConfig = createTestBookingConfig();
  const provider = options.provider ?? createBuiltinProvider({ config: bookingConfig, db: options.db });
  const verifier = options.verifier ?? createOffVerifier();
  const abuse = loadAbuseConfig({
    BOOKING_ATTEMPTS_PER_HOUR: '0',
    BOOKING_MAX_OPEN_PER_PERSON: '0',
    ...options.env,
  });
  const handle = createBookingApi({ config, db: options.db, provider, logger, now, abuse });
  const api = createTestApiFor({ config, db: options.db, logger, verifier, booking: { handle } }, logs, {
    now,
  });
  return {
    provider,
    bookingConfig,
    logs,
    api,
    send: (endpoint, body, headers) =>
      api.send({ path: `/api/booking/${endpoint}`, body, sign: now(), ...(headers ? { headers } : {}) }),
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
