import type { Db } from '../db/db.ts';
import { computeRetryDelay } from './backoff.ts';
import type { DeliveryConfig } from '../config.ts';
import { resolveSinkName } from './create-sinks.ts';
import { recordAttempt, type AttemptRecord, type ClaimedEntry } from './outbox-store.ts';
import type { DeliveryLogger, DeliveryOutcome, Sink } from './types.ts';

/** What `deliverEntry` needs from the worker. */
export interface DeliverEntryDeps {
  db: Db;
  config: DeliveryConfig;
  sinks: ReadonlyMap<string, Sink>;
  logger: DeliveryLogger;
  /** Aborts in-flight calls when the worker is stopped hard. */
  stopSignal: AbortSignal;
}

async function attempt(sink: Sink, entry: ClaimedEntry, deps: DeliverEntryDeps): Promise<DeliveryOutcome> {
  const signal = AbortSignal.any([AbortSignal.timeout(deps.config.timeoutMs), deps.stopSignal]);
  try {
    return await sink.deliver(entry.submission, { idempotencyKey: entry.submission.id, signal });
  } catch (error) {
    // A sink must answer with an outcome; an exception is a bug or a database hiccup: retry.
    const code = error instanceof Error ? error.name : 'sink-error';
    return {
      kind: 'retry',
      code,
      reason: `${sink.name} failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

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
 * Makes one delivery attempt of a claimed entry and records its result: delivered, retried
 * later (backoff with jitter, never sooner than Retry-After), or dead-lettered (refused by the
 * sink, or out of attempts). Logs ids, sink, status and codes only: never payload values, and
 * never the sink's error text, which may quote them (that text is kept in the database).
 */
export async function deliverEntry(entry: ClaimedEntry, deps: DeliverEntryDeps): Promise<AttemptRecord> {
  const startedAt = new Date();
  const sinkName = resolveSinkName(entry.sink, entry.submission.formType, deps.config);
  const sink = deps.sinks.get(sinkName);
  const outcome: DeliveryOutcome = sink
    ? await attempt(sink, entry, deps)
    : {
        kind: 'retry',
        code: 'sink-not-configured',
        reason: `sink ${sinkName} is not configured in this process: set its environment variables (see src/config/delivery.ts)`,
        retryAfterMs: deps.config.configErrorDelayMs,
        configurationError: true,
      };
  const record = decide(entry, sinkName, outcome, deps.config);
  const status = outcome.status;
  const code = outcome.kind === 'delivered' ? (outcome.duplicate ? 'duplicate' : undefined) : outcome.code;
  const written = await recordAttempt(deps.db, entry, record, { startedAt, httpStatus: status, code });

  const fields = {
    submissionId: entry.submission.id,
    outboxId: entry.outboxId,
    sink: sinkName,
    attempt: entry.attempt,
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    durationMs: Date.now() - startedAt.getTime(),
  };
  if (!written)
    deps.logger.warn(fields, 'delivery result dropped: the lease ran out and another worker took the entry');
  else if (record.next === 'delivered') deps.logger.info(fields, 'submission delivered');
  else if (record.next === 'dead')
    deps.logger.error(fields, 'submission dead-lettered: inspect with `npm run inbox -- dead`');
  else if (outcome.kind === 'retry' && outcome.configurationError) {
    deps.logger.error(
      { ...fields, retryInMs: record.delayMs },
      'delivery refused by configuration: fix the sink settings; the entry is kept and retried',
    );
  } else deps.logger.warn({ ...fields, retryInMs: record.delayMs }, 'delivery failed, will retry');
  return record;
}
