import type { Db } from '../db/db.ts';

/** An outbox entry that will not be delivered without an operator. */
export interface DeadLetter {
  outboxId: number;
  submissionId: string;
  reference: string;
  formType: string;
  sink: string;
  attempts: number;
  reason: string;
  createdAt: Date;
}

/** Lists the dead letters, oldest first, each with the reason it was given up. */
export async function listDeadLetters(db: Db): Promise<DeadLetter[]> {
  const { rows } = await db.query<{
    id: number;
    submission_id: string;
    reference: string;
    form_type: string;
    sink: string;
    attempts: number;
    last_error: string | null;
    created_at: Date;
  }>(
    `select o.id, o.submission_id, s.reference, s.form_type, o.sink, o.attempts, o.last_error, s.created_at
       from outbox o join submissions s on s.id = o.submission_id
      where o.status = 'dead' order by o.id`,
  );
  return rows.map((row) => ({
    outboxId: row.id,
    submissionId: row.submission_id,
    reference: row.reference,
    formType: row.form_type,
    sink: row.sink,
    attempts: row.attempts,
    reason: row.last_error ?? '(no reason recorded)',
    createdAt: row.created_at,
  }));
}

/** Thrown when a replay target does not exist or is not a dead letter; the message says why. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

/**
 * Puts dead letters back in the queue: status `pending`, attempts reset, due now. `target` is
 * an outbox id (from `dead`) or a submission reference (all of its dead entries). Entries held
 * by a configuration error (pending) are also made due now, so a fixed setting takes effect at
 * once. Returns the outbox ids requeued; throws a `ReplayError` when there is nothing to replay.
 */
export async function replayDeadLetter(db: Db, target: string): Promise<number[]> {
  const byId = /^\d+$/.test(target);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; status: string }>(
      `select o.id, o.status from outbox o join submissions s on s.id = o.submission_id
        where ${byId ? 'o.id = $1::bigint' : 'upper(s.reference) = upper($1)'} order by o.id for update of o`,
      [target],
    );
    if (rows.length === 0)
      throw new ReplayError(
        `nothing found for "${target}": give an outbox id from \`dead\` or a submission reference`,
      );
    const replayable = rows
      .filter((row) => row.status === 'dead' || row.status === 'pending')
      .map((row) => row.id);
    if (replayable.length === 0) {
      const states = [...new Set(rows.map((row) => row.status))].join(', ');
      throw new ReplayError(
        `"${target}" is ${states}, not a dead letter: only dead or waiting entries can be replayed`,
      );
    }
    await tx.query(
      `update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null where id = any($1::bigint[])`,
      [replayable],
    );
    return replayable;
  });
}
