import type { Db } from '../db/db.ts';
import { computeRetryDelay } from './backoff.ts';
import type { DeliveryConfig } from '../config.ts';
import { resolveSinkName } from './create-sinks.ts';
import {
  recordAttempts,
  releaseEntries,
  type AttemptRecord,
  type AttemptResult,
  type ClaimedEntry,
} from './outbox-store.ts';
import { mapLimited, SinkWindow } from './sink-window.ts';
import type { DeliveryLogger, DeliveryOutcome, Sink } from './types.ts';

/** What `deliverEntry` needs from the worker. */
export interface DeliverEntryDeps {
  db: Db;
  config: DeliveryConfig;
  sinks: ReadonlyMap<string, Sink>;
  logger: DeliveryLogger;
  /** Aborts in-flight calls when the worker is stopped hard. */
  stopSignal: AbortSignal;
  /** The window budget of each sink that has one (kept by the worker across rounds). */
  windows: Map<string, SinkWindow>;
}

const attemptSignal = (deps: DeliverEntryDeps) =>
  AbortSignal.any([AbortSignal.timeout(deps.config.timeoutMs), deps.stopSignal]);

// A sink must answer with an outcome; an exception is a bug or a database hiccup: retry.
function thrown(sink: Sink, error: unknown): DeliveryOutcome {
  return {
    kind: 'retry',
    code: error instanceof Error ? error.name : 'sink-error',
    reason: `${sink.name} failed: ${error instanceof Error ? error.message : String(error)}`,
  };
}

/** One call per entry (at most the sink's concurrency at once), or one `deliverMany` call. */
async function attempt(
  sink: Sink,
  entries: ClaimedEntry[],
  deps: DeliverEntryDeps,
): Promise<DeliveryOutcome[]> {
  const { deliverMany } = sink;
  if (deliverMany) {
    const outcomes = await deliverMany(
      entries.map((entry) => entry.submission),
      attemptSignal(deps),
    ).catch((error: unknown) => entries.map(() => thrown(sink, error)));
    return entries.map((_, index) => outcomes[index] ?? thrown(sink, new Error('no outcome')));
  }
  return mapLimited(entries, sink.limits?.concurrency ?? entries.length, (entry) =>
    sink
      .deliver(entry.submission, { idempotencyKey: entry.submission.id, signal: attemptSignal(deps) })
      .catch((error: unknown) => thrown(sink, error)),
  );
}

const notConfigured = (sinkName: string, deps: DeliverEntryDeps): DeliveryOutcome => ({
  kind: 'retry',
  code: 'sink-not-configured',
  reason: `sink ${sinkName} is not configured in this process: set its environment variables (see src/config/delivery.ts)`,
  retryAfterMs: deps.config.configErrorDelayMs,
  configurationError: true,
});

/** What the sink's window lets through now; the rest goes back to the outbox, due when it frees up. */
async function withinWindow(
  sink: Sink,
  entries: ClaimedEntry[],
  deps: DeliverEntryDeps,
): Promise<ClaimedEntry[]> {
  const limit = sink.limits?.perWindow;
  if (!limit) return entries;
  let window = deps.windows.get(sink.name);
  if (!window) deps.windows.set(sink.name, (window = new SinkWindow(limit)));
  const { granted, retryInMs } = window.take(entries.length);
  const waiting = entries.slice(granted);
  if (waiting.length > 0) {
    await releaseEntries(deps.db, waiting, retryInMs);
    deps.logger.info(
      { sink: sink.name, waiting: waiting.length, retryInMs },
      'sink window used up: entries wait in the outbox',
    );
  }
  return entries.slice(0, granted);
}

/** Attempts the entries routed to one sink and decides each result. */
async function attemptSink(
  sinkName: string,
  entries: ClaimedEntry[],
  deps: DeliverEntryDeps,
): Promise<AttemptResult[]> {
  const startedAt = new Date();
  const sink = deps.sinks.get(sinkName);
  const admitted = sink ? await withinWindow(sink, entries, deps) : entries;
  const outcomes = sink
    ? await attempt(sink, admitted, deps)
    : entries.map(() => notConfigured(sinkName, deps));
  return admitted.map((entry, index) => {
    const outcome = outcomes[index] as DeliveryOutcome;
    const code = outcome.kind === 'delivered' ? (outcome.duplicate ? 'duplicate' : undefined) : outcome.code;
    return {
      entry,
      record: decide(entry, sinkName, outcome, deps.config),
      details: { startedAt, httpStatus: outcome.status, code, configurationError: isConfigError(outcome) },
    };
  });
}

const isConfigError = (outcome: DeliveryOutcome) =>
  outcome.kind === 'retry' && outcome.configurationError === true;

function decide(
  entry: ClaimedEntry,
  sinkName: string,
  outcome: DeliveryOutcome,
  config: DeliveryConfig,
): AttemptRecord {
  if (outcome.kind === 'delivered') return { next: 'delivered', sink: sinkName };
  if (outcome.kind === 'failed')
    return { next: 'dead', sink: sinkName, error: outcome.reason, refused: true };
  // A configuration problem is ours to fix: keep retrying, never dead-letter the visitor's request.
  if (!outcome.configurationError && entry.attempt >= config.maxAttempts) {
    return {
      next: 'dead',
      sink: sinkName,
      error: `gave up after ${entry.attempt} attempts; last: ${outcome.reason}`,
      refused: false,
    };
  }
  const delayMs = computeRetryDelay(entry.attempt, { ...config, retryAfterMs: outcome.retryAfterMs });
  return { next: 'pending', sink: sinkName, delayMs, error: outcome.reason };
}

/**
 * Makes one delivery attempt of each claimed entry, grouped by sink (each within its limits), and
 * records all results in one statement: delivered, retried later (backoff with jitter, never
 * sooner than Retry-After), or dead-lettered (refused by the sink, or out of attempts). Entries a
 * sink's window has no room for go back to the outbox untried. Logs ids, sink, status and codes
 * only: never payload values, nor the sink's error text, which may quote them (that text is kept
 * in the database).
 */
export async function deliverEntries(
  entries: ClaimedEntry[],
  deps: DeliverEntryDeps,
): Promise<AttemptResult[]> {
  const bySink = new Map<string, ClaimedEntry[]>();
  for (const entry of entries) {
    const sinkName = resolveSinkName(entry.sink, entry.submission.formType, deps.config);
    bySink.set(sinkName, [...(bySink.get(sinkName) ?? []), entry]);
  }
  const groups = await Promise.all(
    [...bySink].map(([sinkName, group]) => attemptSink(sinkName, group, deps)),
  );
  const results = groups.flat();
  const written = await recordAttempts(deps.db, results);
  for (const result of results) logResult(result, written.has(result.entry.outboxId), deps.logger);
  return results;
}

function logResult(
  { entry, record, details }: AttemptResult,
  written: boolean,
  logger: DeliveryLogger,
): void {
  const fields = {
    submissionId: entry.submission.id,
    outboxId: entry.outboxId,
    sink: record.sink,
    attempt: entry.attempt,
    ...(details.httpStatus === undefined ? {} : { status: details.httpStatus }),
    ...(details.code === undefined ? {} : { code: details.code }),
    durationMs: Date.now() - details.startedAt.getTime(),
  };
  if (!written)
    logger.warn(fields, 'delivery result dropped: the lease ran out and another worker took the entry');
  else if (record.next === 'delivered') logger.info(fields, 'submission delivered');
  else if (record.next === 'dead')
    logger.error(fields, 'submission dead-lettered: inspect with `npm run inbox -- dead`');
  else if (details.configurationError) {
    logger.error(
      { ...fields, retryInMs: record.delayMs },
      'delivery refused by configuration: fix the sink settings; the entry is kept and retried',
    );
  } else logger.warn({ ...fields, retryInMs: record.delayMs }, 'delivery failed, will retry');
}
