import type { Db } from '../db/db.ts';
import type { DeliverySubmission } from './types.ts';

/** An outbox entry claimed by this worker, with its submission. */
export interface ClaimedEntry {
  outboxId: number;
  sink: string;
  /** Attempt number of this claim (1 for the first); doubles as the claim's fencing token. */
  attempt: number;
  submission: DeliverySubmission;
}

interface ClaimedRow {
  id: number;
  sink: string;
  attempts: number;
  submission_id: string;
  reference: string;
  form_type: string;
  payload: Record<string, unknown>;
  meta: Record<string, unknown> | null;
  created_at: Date;
}

/**
 * Claims up to `batch` due entries for `leaseMs`: pending ones whose time has come, and
 * delivering ones whose lease ran out (their worker died). `for update skip locked` lets any
 * number of workers claim at once without two taking the same row; the claim counts the
 * attempt, so a submission that crashes its worker still reaches the attempt limit.
 * Only entries of the given `sinks` are claimed (`default` means "route by form type").
 * Longest-waiting first (`next_attempt_at`), so entries retrying quickly during an outage never
 * starve new ones.
 */
export async function claimDueEntries(
  db: Db,
  options: { batch: number; leaseMs: number; sinks: string[] },
): Promise<ClaimedEntry[]> {
  // Both lookups go by index (outbox_due, then the primary keys), so a claim costs the same with
  // 10 or 100,000 entries waiting.
  const { rows } = await db.query<ClaimedRow>(
    `update outbox o
        set status = 'delivering', attempts = o.attempts + 1, locked_until = now() + make_interval(secs => $2::double precision / 1000)
       from submissions s
      where o.id = any(array(
              select id from outbox
               where status in ('pending', 'delivering')
                 and (status = 'pending' or locked_until < now())
                 and next_attempt_at <= now()
                 and sink = any($3::text[])
               order by next_attempt_at, id
               limit $1
               for update skip locked))
        and s.id = o.submission_id
      returning o.id, o.sink, o.attempts, o.submission_id, s.reference, s.form_type, s.payload, s.meta, s.created_at`,
    [options.batch, options.leaseMs, options.sinks],
  );
  rows.sort((a, b) => a.id - b.id);
  return rows.map((row) => ({
    outboxId: row.id,
    sink: row.sink,
    attempt: row.attempts,
    submission: {
      id: row.submission_id,
      reference: row.reference,
      formType: row.form_type,
      payload: row.payload,
      meta: row.meta ?? {},
      createdAt: row.created_at,
    },
  }));
}

/** The final state of one attempt, as `recordAttempts` writes it. */
export type AttemptRecord =
  | { next: 'delivered'; sink: string }
  | { next: 'pending'; sink: string; delayMs: number; error: string }
  | { next: 'dead'; sink: string; error: string; refused: boolean };

/** What the attempt log keeps of an attempt besides its result. */
export interface AttemptDetails {
  startedAt: Date;
  httpStatus?: number | undefined;
  code?: string | undefined;
  /** The sink refused for a reason of our configuration (logged as an error, never dead-lettered). */
  configurationError?: boolean | undefined;
}

/** One attempt's result to record: the claimed entry, its new state and the log details. */
export interface AttemptResult {
  entry: ClaimedEntry;
  record: AttemptRecord;
  details: AttemptDetails;
}

const outcomeOf = (record: AttemptRecord) =>
  record.next === 'delivered' ? 'delivered' : record.next === 'dead' && record.refused ? 'failed' : 'retry';

/**
 * Writes the results of a batch of attempts in one statement (atomic): each entry's new state and
 * a row of the attempt log. Fenced by the attempt number: an entry whose lease ran out and that
 * another worker claimed meanwhile is left alone and its id is missing from the returned set
 * (that worker's result counts).
 */
export async function recordAttempts(db: Db, results: readonly AttemptResult[]): Promise<Set<number>> {
  if (results.length === 0) return new Set();
  const column = <T>(pick: (result: AttemptResult) => T) => results.map(pick);
  const { rows } = await db.query<{ outbox_id: number }>(
    `with v as (
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::double precision[],
                            $7::text[], $8::int[], $9::text[], $10::timestamptz[])
         as v(id, attempt, next, sink, error, delay_ms, outcome, http_status, code, started_at)),
     updated as (
       update outbox o
          set status = v.next, locked_until = null, last_error = v.error,
              delivered_at = case when v.next = 'delivered' then now() else o.delivered_at end,
              delivered_to = case when v.next = 'delivered' then v.sink else o.delivered_to end,
              next_attempt_at = case when v.next = 'pending'
                                     then now() + make_interval(secs => v.delay_ms / 1000) else o.next_attempt_at end
         from v
        where o.id = v.id and o.attempts = v.attempt and o.status = 'delivering'
       returning o.id)
     insert into delivery_attempts (outbox_id, attempt, sink, outcome, http_status, code, error, started_at)
     select v.id, v.attempt, v.sink, v.outcome, v.http_status, v.code, v.error, v.started_at
       from v join updated u on u.id = v.id
     returning outbox_id`,
    [
      column((r) => r.entry.outboxId),
      column((r) => r.entry.attempt),
      column((r) => r.record.next),
      column((r) => r.record.sink),
      column((r) => (r.record.next === 'delivered' ? null : r.record.error)),
      column((r) => (r.record.next === 'pending' ? r.record.delayMs : 0)),
      column((r) => outcomeOf(r.record)),
      column((r) => r.details.httpStatus ?? null),
      column((r) => r.details.code ?? null),
      column((r) => r.details.startedAt),
    ],
  );
  return new Set(rows.map((row) => Number(row.outbox_id)));
}

/**
 * Hands claimed entries back untried (their sink's window is used up): pending again, due in
 * `delayMs`, the claim's attempt not counted.
 */
export async function releaseEntries(
  db: Db,
  entries: readonly ClaimedEntry[],
  delayMs: number,
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `update outbox o
        set status = 'pending', attempts = attempts - 1, locked_until = null,
            next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
       from unnest($1::bigint[], $2::int[]) as v(id, attempt)
      where o.id = v.id and o.attempts = v.attempt and o.status = 'delivering'`,
    [entries.map((entry) => entry.outboxId), entries.map((entry) => entry.attempt), delayMs],
  );
}
