import { loadAbuseConfig } from '../abuse/abuse-config.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { loadDeliveryConfig } from '../delivery/config.ts';
import { createInboxSink } from '../delivery/inbox-sink.ts';
import type { Sink } from '../delivery/types.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { createBookingApi, type BookingHandler } from './booking-api.ts';
import { loadBookingConfig, type BookingConfig } from './booking-config.ts';
import { loadBookingSettings, type BookingSettings } from './booking-settings.ts';
import { createBookingSink } from './booking-sink.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createGraphClient } from './graph-client.ts';
import { createGraphProvider } from './graph-provider.ts';
import type { BookingProvider } from './types.ts';

/** The booking feature wired for one process. */
export interface Booking {
  provider: BookingProvider;
  /** The three endpoints, for the API router. */
  handle: BookingHandler;
  /** The outbox sink `booking`, for the delivery worker. */
  sink: Sink;
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
 * the endpoints and the outbox sink. Throws `BookingSettingsError` or `BookingConfigError` with
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
  const settings = loadBookingSettings(options.env ?? process.env);
  const bookingConfig = await loadBookingConfig(settings.configPath);
  const provider = createBookingProvider(settings, bookingConfig, options.db, options);
  const handle = createBookingApi({
    config: options.config,
    db: options.db,
    provider,
    verifier: options.verifier,
    logger: options.logger,
    rateLimitMax: settings.rateLimitMax,
    abuse: loadAbuseConfig(options.env ?? process.env),
    ...(options.now ? { now: options.now } : {}),
  });
  // Built-in bookings land in the local inbox, folder included, as the delivery worker's inbox does.
  const inbox = createInboxSink(options.db, loadDeliveryConfig(options.env ?? process.env).inboxDir);
  return {
    provider,
    handle,
    sink: createBookingSink({ db: options.db, provider, inbox }),
    close: () => provider.close(),
  };
}
