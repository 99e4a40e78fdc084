/**
 * The delivery worker as its own process: `node src/server/delivery/main.ts`.
 * Use it when the web processes run with DELIVERY_WORKER=off. It needs PostgreSQL
 * (DATABASE_URL): PGlite is one process's database, so with PGlite keep the worker in the
 * web process (DELIVERY_WORKER=in-process, the default). Stops cleanly on SIGTERM and SIGINT.
 */
import {
  createBookingDelivery,
  createBookingProvider,
  loadBookingConfig,
  loadBookingSettings,
} from '../booking/index.ts';
import { loadConfig, loadDbConfig, loadDeliveryConfig } from '../config.ts';
import { migrate, openDb } from '../db/index.ts';
import { createLogger } from '../logger.ts';
import { startDeliveryWorker } from './worker.ts';

const config = loadConfig(process.env);
const deliveryConfig = { ...loadDeliveryConfig(process.env), worker: 'in-process' as const };
const logger = createLogger({ level: config.logLevel }).child({ component: 'delivery-worker' });

if (!config.databaseUrl) {
  logger.fatal(
    'the standalone delivery worker needs DATABASE_URL (PostgreSQL); with the embedded PGlite, unset DELIVERY_WORKER so the web process delivers',
  );
  process.exit(1);
}

// The database's patience and prepared statements as the web process has them (DB_*).
const db = await openDb({ databaseUrl: config.databaseUrl, ...loadDbConfig(process.env) });
await migrate(db);
// Booking requests (outbox sink `booking`) are delivered by the booking provider.
const bookingSettings = loadBookingSettings(process.env);
const bookingProvider = createBookingProvider(
  bookingSettings,
  await loadBookingConfig(bookingSettings.configPath),
  db,
);
// Booking confirmations (outbox sink `booking-email`) go out from here too.
const booking = createBookingDelivery({
  db,
  provider: bookingProvider,
  siteUrl: config.publicSiteUrl,
  env: process.env,
});
const worker = startDeliveryWorker({ db, config, logger, deliveryConfig, sinks: booking.sinks });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'delivery worker stopping');
  await worker.stop();
  booking.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
