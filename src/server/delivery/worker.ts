import type { Db } from '../db/db.ts';
import { loadDeliveryConfig, type DeliveryConfig } from '../config.ts';
import { builtInSinkNames, createSinks } from './create-sinks.ts';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { deliverEntries } from './deliver-entry.ts';
import { claimDueEntries, type AttemptRecord } from './outbox-store.ts';
import { purgeExpiredSubmissions } from './purge-expired-submissions.ts';
import type { SinkWindow } from './sink-window.ts';
import type { DeliveryLogger, Sink } from './types.ts';

const DAY_MS = 86_400_000;
/**
 * While the site is busy, the worker takes at most this share of the time, in rounds of at most
 * BUSY_BATCH entries so that no page waits behind a long one (bench/delivery.mjs: with the home
 * page loaded at 10 connections, a 3,000 backlog drains at 45-135 a second and the pages keep
 * 0.7-1.0x of their idle rate).
 */
const WORKER_SHARE_WHEN_BUSY = 0.1;
const BUSY_BATCH = 20;
const MAX_PAUSE_MS = 1000;

/**
 * The pause after a round: one short timer turn when the site had no request during the round
 * (full speed), and when it had, long enough that the round just run is at most
 * WORKER_SHARE_WHEN_BUSY of the time (the site keeps the rest). Tells whether the site had a
 * request during the round or the pause, i.e. whether the next round should be a small one.
 *
 * The site's own requests tell, not the event loop's use: the tail of the worker's round (file
 * writes completing, log lines) kept a one-millisecond pause over half used, so a worker alone
 * took one round in two for a busy site and drained at a third of its speed.
 */
async function yieldToSite(
  roundMs: number,
  siteRequests: () => number,
  atRoundStart: number,
): Promise<boolean> {
  const busy = siteRequests() !== atRoundStart;
  const pauseMs = busy ? (roundMs * (1 - WORKER_SHARE_WHEN_BUSY)) / WORKER_SHARE_WHEN_BUSY : 1;
  await sleep(Math.min(Math.max(1, pauseMs), MAX_PAUSE_MS));
  return busy || siteRequests() !== atRoundStart;
}

/** Options of `startDeliveryWorker`. */
export interface DeliveryWorkerOptions {
  db: Db;
  /** The server configuration (src/server/config.ts); the worker reads its retention. */
  config: { readonly retentionDays: Readonly<Record<string, number>> };
  logger: DeliveryLogger;
  /** Delivery settings; read from `process.env` with `loadDeliveryConfig` when absent. */
  deliveryConfig?: DeliveryConfig | undefined;
  /** More sinks (e.g. a bookings adapter); an entry whose `sink` names one is delivered there. */
  sinks?: readonly Sink[] | undefined;
  /** Told of every recorded attempt: its result and which attempt it was (metrics). */
  onAttempt?: ((record: AttemptRecord, attempt: number) => void) | undefined;
  /**
   * How many requests the site in this process has received so far (`server.ts` counts them).
   * While it grows, the worker yields to the site. Without it (the worker as a process of its own)
   * nothing here competes with a visitor, and the worker runs at full speed.
   */
  siteRequests?: (() => number) | undefined;
}

/** A running worker. */
export interface DeliveryWorker {
  /** Stops polling and the daily purge, and waits for the attempts in flight to be recorded. */
  stop(): Promise<void>;
  /** Delivers everything due now, round after round, and resolves when nothing is due (tests). */
  drain(): Promise<void>;
  /** Looks for due entries now instead of at the next poll (after a submission is stored). */
  wake(): void;
}

/**
 * Starts the outbox delivery worker: every `DELIVERY_POLL_MS` it claims due entries (safe with
 * any number of workers on one PostgreSQL), delivers each to its sink with a timeout, and
 * records delivered / retry later / dead letter. Also purges expired submissions at start and
 * daily. With `DELIVERY_WORKER=off` it does nothing (the worker runs as its own process,
 * `node src/server/delivery/main.ts`).
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger } = options;
  const config = options.deliveryConfig ?? loadDeliveryConfig(process.env);
  if (config.worker === 'off') {
    logger.info(
      { worker: 'off' },
      'delivery worker not started in this process (DELIVERY_WORKER=off): run node src/server/delivery/main.ts',
    );
    return { stop: async () => undefined, drain: async () => undefined, wake: () => undefined };
  }

  const sinks = createSinks(db, config, options.sinks);
  const claimable = ['default', ...new Set([...builtInSinkNames, ...sinks.keys()])];
  // A lease outlives the slowest attempt (the timeout) with room to record its result.
  const leaseMs = config.timeoutMs * 2 + 5_000;
  const stopController = new AbortController();
  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const windows = new Map<string, SinkWindow>();
  const deps = { db, config, sinks, logger, stopSignal: stopController.signal, windows };
  const siteRequests = options.siteRequests ?? (() => 0);
  let siteBusy = false;
  const runRounds = async () => {
    while (!stopped) {
      const started = performance.now();
      const requestsAtStart = siteRequests();
      const batch = siteBusy ? Math.min(config.batch, BUSY_BATCH) : config.batch;
      const entries = await claimDueEntries(db, { batch, leaseMs, sinks: claimable });
      if (entries.length === 0) return;
      // Every attempt of the round is recorded (or the round fails as a whole: database trouble,
      // and the entries' lease brings them back later), so `stop()` never returns with calls in flight.
      for (const { entry, record } of await deliverEntries(entries, deps))
        options.onAttempt?.(record, entry.attempt);
      // Let the site answer what arrived meanwhile before the next round (never starve the pages).
      siteBusy = await yieldToSite(performance.now() - started, siteRequests, requestsAtStart);
    }
  };

  // One run at a time per worker; a caller arriving meanwhile waits for it and then runs again.
  const drain = async (): Promise<void> => {
    while (running) await running.catch(() => undefined);
    running = runRounds().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(() => {
      drain()
        .catch((error: unknown) =>
          logger.error({ err: describeError(error) }, 'delivery round failed; retrying at the next poll'),
        )
        .finally(() => schedule(config.pollMs));
    }, delayMs);
  };

  let purging: Promise<void> | undefined;
  const purge = () => {
    purging = purgeExpiredSubmissions(db, options.config.retentionDays)
      .then((deleted) => logger.info({ deleted }, 'expired submissions purged'))
      .catch((error: unknown) =>
        logger.error({ err: describeError(error) }, 'retention purge failed; it runs again in a day'),
      );
  };
  purge();
  const purgeTimer = setInterval(purge, DAY_MS);
  purgeTimer.unref();
  schedule(0);
  logger.info(
    { sinks: [...sinks.keys()], pollMs: config.pollMs, batch: config.batch },
    'delivery worker started',
  );

  return {
    drain,
    wake: () => {
      if (!running) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(pollTimer);
      clearInterval(purgeTimer);
      while (running) await running.catch(() => undefined);
      await purging;
      stopController.abort(new Error('delivery worker stopped'));
    },
  };
}

/** An error as a log field: its name, code and message (database and network errors carry no personal data). */
function describeError(error: unknown): { name: string; reason: string; code?: string } {
  if (!(error instanceof Error)) return { name: 'Error', reason: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { name: error.name, reason: error.message, ...(code === undefined ? {} : { code }) };
}
