import {
  loadAbuseConfig,
  type Config,
  loadDeliveryConfig,
  loadBookingSettings,
  type BookingSettings,
} from '../config.ts';
import type { Db } from '../db/db.ts';
import { createInboxSink } from '../delivery/inbox-sink.ts';
import type { Sink } from '../delivery/types.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { createBookingApi, type BookingHandler } from './booking-api.ts';
import { loadBookingConfig, type BookingConfig } from './booking-config.ts';
import { createMailer } from '../delivery/email-sink.ts';
import { createBookingEmailSink } from './booking-email-sink.ts';
import { createBookingSink } from './booking-sink.ts';
import { createCancelHandler, type CancelHandler } from './cancel-booking.ts';
import { loadCancelKey } from './cancel-token.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createGraphClient } from './graph-client.ts';
import { createGraphProvider } from './graph-provider.ts';
import type { BookingProvider } from './types.ts';

/** The booking feature wired for one process. */
export interface Booking {
  provider: BookingProvider;
  /** The three endpoints, behind the API pipeline (src/server/api/api-plugin.ts). */
  handle: BookingHandler;
  /** Booking calls per client and window (BOOKING_RATE_LIMIT_MAX); the forms' limit when absent. */
  rateLimitMax: number | undefined;
  /** The outbox sink `booking`, for the delivery worker. */
  sink: Sink;
  /** Every outbox sink of the feature: `booking` and `booking-email` (the visitor's confirmation). */
  sinks: Sink[];
  /** `/api/booking/cancel`, for the API router. */
  cancel: CancelHandler;
  close(): Promise<void>;
}

/** The provider BOOKING_PROVIDER names: the built-in engine (default) or Microsoft Graph. */
export function createBookingProvider(
  settings: BookingSettings,
  bookingConfig: BookingConfig,
  db: Db,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): BookingProvider {
  if (!settings.graph) return createBuiltinProvider({ config: bookingConfig, db });
  const { graph } = settings;
  return createGraphProvider({
    client: createGraphClient({
      ...graph,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
    businessIds: graph.businessIds ?? bookingConfig.businesses.map((business) => business.id),
    db,
    cacheMs: graph.cacheMs,
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * Reads the booking settings (environment) and configuration file, and builds the provider,
 * the endpoints and the outbox sink. Throws `ConfigError` or `BookingConfigError` with
 * every problem named, so a misconfigured server does not start.
 */
export async function createBooking(options: {
  config: Config;
  db: Db;
  verifier: Verifier;
  logger: Logger;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  now?: () => number;
}): Promise<Booking> {
  const env = options.env ?? process.env;
  const settings = loadBookingSettings(env);
  const abuse = loadAbuseConfig(env);
  const bookingConfig = await loadBookingConfig(settings.configPath);
  const provider = createBookingProvider(settings, bookingConfig, options.db, options);
  const handle = createBookingApi({
    config: options.config,
    db: options.db,
    provider,
    logger: options.logger,
    abuse,
    ...(options.now ? { now: options.now } : {}),
  });
  const delivery = createBookingDelivery({
    db: options.db,
    provider,
    siteUrl: options.config.publicSiteUrl,
    env,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    provider,
    handle,
    rateLimitMax: settings.rateLimitMax,
    sink: delivery.sink,
    sinks: delivery.sinks,
    cancel: createCancelHandler({
      db: options.db,
      getKey: delivery.getKey,
      ...(options.now ? { now: options.now } : {}),
    }),
    close: async () => {
      delivery.close();
      await provider.close();
    },
  };
}

/**
 * The booking feature's outbox sinks, for the web process and the standalone delivery worker:
 * `booking` (the provider; built-in bookings land in the local inbox, folder included) and
 * `booking-email` (the visitor's confirmation over SMTP_URL, or the inbox folder), and the key
 * of the cancel links (BOOKING_CANCEL_KEY, or one kept in the database).
 */
export function createBookingDelivery(options: {
  db: Db;
  provider: BookingProvider;
  siteUrl: string;
  env: Record<string, string | undefined>;
  now?: () => number;
}): { sink: Sink; sinks: Sink[]; getKey: () => Promise<string>; close(): void } {
  const { db, provider } = options;
  const abuse = loadAbuseConfig(options.env);
  const { inboxDir } = loadDeliveryConfig(options.env);
  const sink = createBookingSink({ db, provider, inbox: createInboxSink(db, inboxDir) });
  let key: Promise<string> | undefined;
  const getKey = () => {
    key ??= loadCancelKey(db, abuse.booking.cancelKey).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const mailer = createMailer(abuse.email, inboxDir);
  const emailSink = createBookingEmailSink({
    db,
    mailer,
    siteUrl: options.siteUrl,
    getKey,
    ...(options.now ? { now: options.now } : {}),
  });
  return { sink, sinks: [sink, emailSink], getKey, close: () => mailer.close() };
}
