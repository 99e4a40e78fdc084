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
  const { rows } = await db.query<ClaimedRow>(
    `with claimed as (
       update outbox
          set status = 'delivering', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2::double precision / 1000)
        where id in (
          select id from outbox
           where (status = 'pending' or (status = 'delivering' and locked_until < now()))
             and next_attempt_at <= now()
             and sink = any($3::text[])
           order by next_attempt_at, id
           limit $1
           for update skip locked)
       returning id, sink, attempts, submission_id)
     select c.id, c.sink, c.attempts, c.submission_id, s.reference, s.form_type, s.payload, s.meta, s.created_at
       from claimed c join submissions s on s.id = c.submission_id
      order by c.id`,
    [options.batch, options.leaseMs, options.sinks],
  );
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

/** The final state of one attempt, as `recordAttempt` writes it. */
export type AttemptRecord =
  | { next: 'delivered'; sink: string }
  | { next: 'pending'; sink: string; delayMs: number; error: string }
  | { next: 'dead'; sink: string; error: string; refused: boolean };

/** What the attempt log keeps of an attempt besides its result. */
export interface AttemptDetails {
  startedAt: Date;
  httpStatus?: number | undefined;
  code?: string | undefined;
}

/**
 * Writes the result of an attempt: the entry's new state and a row of the attempt log, in one
 * transaction. Fenced by the attempt number: when the lease ran out and another worker claimed
 * the entry meanwhile, nothing is written and `false` comes back (that worker's result counts).
 */
export async function recordAttempt(
  db: Db,
  entry: ClaimedEntry,
  record: AttemptRecord,
  details: AttemptDetails,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fence = [entry.outboxId, entry.attempt];
    const { rows } =
      record.next === 'delivered'
        ? await tx.query(
            `update outbox set status = 'delivered', delivered_at = now(), delivered_to = $3, locked_until = null, last_error = null
              where id = $1 and attempts = $2 and status = 'delivering' returning id`,
            [...fence, record.sink],
          )
        : record.next === 'pending'
          ? await tx.query(
              `update outbox set status = 'pending', locked_until = null, last_error = $3,
                      next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
                where id = $1 and attempts = $2 and status = 'delivering' returning id`,
              [...fence, record.error, record.delayMs],
            )
          : await tx.query(
              `update outbox set status = 'dead', locked_until = null, last_error = $3
                where id = $1 and attempts = $2 and status = 'delivering' returning id`,
              [...fence, record.error],
            );
    if (rows.length === 0) return false;
    const outcome =
      record.next === 'delivered'
        ? 'delivered'
        : record.next === 'dead' && record.refused
          ? 'failed'
          : 'retry';
    await tx.query(
      `insert into delivery_attempts (outbox_id, attempt, sink, outcome, http_status, code, error, started_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.outboxId,
        entry.attempt,
        record.sink,
        outcome,
        details.httpStatus ?? null,
        details.code ?? null,
        record.next === 'delivered' ? null : record.error,
        details.startedAt,
      ],
    );
    return true;
  });
}
