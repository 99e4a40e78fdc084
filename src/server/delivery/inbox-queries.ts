import type { Db } from '../db/db.ts';

/** Delivery states an operator can filter on (`delivering` = an attempt in flight). */
export const deliveryStatuses = ['pending', 'delivering', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One line of `list`: a submission and the state of its delivery. */
export interface SubmissionSummary {
  id: string;
  reference: string;
  formType: string;
  createdAt: Date;
  status: DeliveryStatus | null;
  attempts: number;
  deliveredTo: string | null;
  outboxId: number | null;
}

interface SummaryRow {
  id: string;
  reference: string;
  form_type: string;
  created_at: Date;
  status: DeliveryStatus | null;
  attempts: number | null;
  delivered_to: string | null;
  outbox_id: number | null;
}

// A submission has one outbox entry; should there ever be more, the latest tells its state.
const SUMMARY_SQL = `
  select s.id, s.reference, s.form_type, s.created_at, o.status, o.attempts, o.delivered_to, o.id as outbox_id
    from submissions s
    left join lateral (select * from outbox where submission_id = s.id order by id desc limit 1) o on true`;

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts ?? 0,
    deliveredTo: row.delivered_to,
    outboxId: row.outbox_id,
  };
}

/** Lists submissions, newest first, optionally of one form type and delivery status. */
export async function listSubmissions(
  db: Db,
  filter: {
    formType?: string | undefined;
    status?: DeliveryStatus | undefined;
    limit?: number | undefined;
  } = {},
): Promise<SubmissionSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY_SQL}
      where ($1::text is null or s.form_type = $1) and ($2::text is null or o.status = $2)
      order by s.created_at desc, s.id
      limit $3`,
    [filter.formType ?? null, filter.status ?? null, filter.limit ?? 50],
  );
  return rows.map(toSummary);
}

/** A submission with everything stored about it and its delivery. */
export interface SubmissionDetail extends SubmissionSummary {
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  lastError: string | null;
  nextAttemptAt: Date | null;
  attemptLog: {
    attempt: number;
    sink: string;
    outcome: string;
    httpStatus: number | null;
    code: string | null;
    error: string | null;
    at: Date;
  }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a submission by id or reference (case-insensitive); `undefined` when there is none. */
export async function findSubmission(db: Db, idOrReference: string): Promise<SubmissionDetail | undefined> {
  const byId = UUID.test(idOrReference);
  const { rows } = await db.query<
    SummaryRow & {
      payload: Record<string, unknown>;
      meta: Record<string, unknown> | null;
      last_error: string | null;
      next_attempt_at: Date | null;
    }
  >(
    `select q.*, s.payload, s.meta, o.last_error, o.next_attempt_at
       from (${SUMMARY_SQL} where ${byId ? 's.id = $1::uuid' : 'upper(s.reference) = upper($1)'}) q
       join submissions s on s.id = q.id
       left join outbox o on o.id = q.outbox_id`,
    [idOrReference],
  );
  const row = rows[0];
  if (!row) return undefined;
  const log = await db.query<{
    attempt: number;
    sink: string;
    outcome: string;
    http_status: number | null;
    code: string | null;
    error: string | null;
    finished_at: Date;
  }>(
    `select a.attempt, a.sink, a.outcome, a.http_status, a.code, a.error, a.finished_at
       from delivery_attempts a join outbox o on o.id = a.outbox_id
      where o.submission_id = $1 order by a.id`,
    [row.id],
  );
  return {
    ...toSummary(row),
    payload: row.payload,
    meta: row.meta ?? {},
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    attemptLog: log.rows.map((entry) => ({
      attempt: entry.attempt,
      sink: entry.sink,
      outcome: entry.outcome,
      httpStatus: entry.http_status,
      code: entry.code,
      error: entry.error,
      at: entry.finished_at,
    })),
  };
}

/** A submission with its payload and meta, for exports. */
export interface ExportedSubmission extends SubmissionSummary {
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
}

/** Every submission (of one form type), oldest first, with payload and meta. */
export async function readSubmissionsForExport(
  db: Db,
  filter: { formType?: string | undefined } = {},
): Promise<ExportedSubmission[]> {
  const { rows } = await db.query<
    SummaryRow & { payload: Record<string, unknown>; meta: Record<string, unknown> | null }
  >(
    `select q.*, s.payload, s.meta from (${SUMMARY_SQL} where $1::text is null or s.form_type = $1) q
       join submissions s on s.id = q.id order by q.created_at, q.id`,
    [filter.formType ?? null],
  );
  return rows.map((row) => ({ ...toSummary(row), payload: row.payload, meta: row.meta ?? {} }));
}
