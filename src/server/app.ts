import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createBooking, type Booking } from './booking/create-booking.ts';
import { loadConfig, loadDbConfig, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { createLogger, type Logger } from './logger.ts';
import { createVerifier } from './verification/index.ts';
import type { Verifier } from './verification/types.ts';

/** What `registerApi(fastify, app)` (src/server/api/api-plugin.ts) serves. */
export interface App {
  db: Db;
  config: Config;
  logger: Logger;
  verifier: Verifier;
  /** The booking provider, endpoints and outbox sink (src/server/booking). */
  booking: Booking;
  close(): Promise<void>;
}

/**
 * Builds what the API serves: opens the database (PGlite under DATA_DIR/pglite, or DATABASE_URL),
 * applies the migrations, and wires the verifier, logger and booking. The routes are
 * `registerApi(fastify, app)` (src/server/api/api-plugin.ts).
 */
export async function createApp(
  config: Config,
  options: { logger?: Logger; logStream?: DestinationStream; db?: Db; fetch?: typeof fetch } = {},
): Promise<App> {
  const logger =
    options.logger ??
    createLogger({ level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) });
  for (const warning of config.warnings) logger.warn(warning);
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      ...loadDbConfig(),
    }));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const verifier = createVerifier(config, db, options.fetch ? { fetch: options.fetch } : {});
  let booking: Booking;
  try {
    booking = await createBooking({
      config,
      db,
      verifier,
      logger,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    config,
    logger,
    verifier,
    booking,
    close() {
      closing ??= booking.close().then(() => db.close());
      return closing;
    },
  };
}

let shared: Promise<App> | undefined;

/**
 * The process-wide app for the Astro endpoint (`src/pages/api/[...route].ts`), created on first
 * use from the environment.
 */
export function getSharedApp(): Promise<App> {
  shared ??= createApp(loadConfig()).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
