import type { Db } from '../db/db.ts';
import { createBatcher } from './batcher.ts';
import { createReference } from './reference.ts';
import { newRowId } from '../db/row-id.ts';

export interface NewSubmission {
  formType: string;
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  idempotencyKey?: string | undefined;
  /** SHA-256 of the request the idempotency key came with. */
  requestHash?: string | undefined;
}

export interface StoredSubmission {
  id: string;
  reference: string;
  formType: string;
  /** True when an earlier submission with the same idempotency key was returned. */
  replayed: boolean;
  /** The stored request hash of a replayed submission (null when stored before hashes were kept). */
  requestHash?: string | null;
}

/** Sink written on each outbox row; the delivery worker resolves the real sink from the form type. */
export const defaultSink = 'default';

/**
 * Inserts a batch of submissions and one outbox row each, in one statement (one transaction:
 * a submission is never stored without its outbox row, nor the reverse). A plain insert, not
 * `on conflict do nothing`: that speculative insertion (a probe of each unique index first, and
 * one more WAL record per row) cost about a fifth of the statement on PGlite, to handle what
 * almost never happens. A row that collides on the reference or the idempotency key fails the
 * whole statement (unique violation, nothing stored); the batch is then written row by row and
 * the colliding row is reported as not inserted (`insertRows`). It returns no rows: the ids are
 * the caller's own, and sending them back cost PGlite about 3 µs a submission.
 */
const INSERT_SQL = `
with input as (
  select * from jsonb_to_recordset($1::jsonb)
    as x(id uuid, reference text, form_type text, payload jsonb, meta jsonb, idempotency_key text,
         idempotency_hash text)
), s as (
  insert into submissions (id, reference, form_type, payload, meta, idempotency_key, idempotency_hash)
  select id, reference, form_type, payload, meta, idempotency_key, idempotency_hash from input
  returning id
)
insert into outbox (submission_id, sink) select id, '${defaultSink}' from s`;

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

const FIND_BY_KEY_SQL =
  'select id, reference, form_type, idempotency_hash from submissions where idempotency_key = $1';

export interface SubmissionStore {
  /** Stores a submission with its outbox row, or returns the one stored under the same idempotency key. */
  store(submission: NewSubmission): Promise<StoredSubmission>;
  findByIdempotencyKey(key: string): Promise<StoredSubmission | undefined>;
}

export function createSubmissionStore(db: Db): SubmissionStore {
  type Row = {
    id: string;
    reference: string;
    form_type: string;
    payload: unknown;
    meta: unknown;
    idempotency_key: string | null;
    idempotency_hash: string | null;
  };

  const findByIdempotencyKey = async (key: string): Promise<StoredSubmission | undefined> => {
    const { rows } = await db.query<{
      id: string;
      reference: string;
      form_type: string;
      idempotency_hash: string | null;
    }>(FIND_BY_KEY_SQL, [key]);
    const row = rows[0];
    return row
      ? {
          id: row.id,
          reference: row.reference,
          formType: row.form_type,
          replayed: true,
          requestHash: row.idempotency_hash,
        }
      : undefined;
  };

  /**
   * Inserts `rows` (true for each), or, when a row alone collides with a stored one, reports it
   * as not inserted (false). A collision in a batch of several fails the batch: the batcher then
   * writes each row on its own.
   */
  const insertRows = async (rows: Row[]): Promise<boolean[]> => {
    try {
      await db.query(INSERT_SQL, [JSON.stringify(rows)]);
      return rows.map(() => true);
    } catch (error) {
      if (rows.length === 1 && (error as { code?: unknown }).code === UNIQUE_VIOLATION) return [false];
      throw error;
    }
  };
  const insertBatch = createBatcher<Row, boolean>(insertRows);

  const toRow = (submission: NewSubmission): Row => ({
    id: newRowId(),
    reference: createReference(),
    form_type: submission.formType,
    payload: submission.payload,
    meta: submission.meta,
    idempotency_key: submission.idempotencyKey ?? null,
    idempotency_hash: submission.requestHash ?? null,
  });

  return {
    findByIdempotencyKey,
    async store(submission) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const row = toRow(submission);
        if (await insertBatch(row)) {
          return { id: row.id, reference: row.reference, formType: row.form_type, replayed: false };
        }
        // Not inserted: the idempotency key is taken (answer with that submission), or, very
        // rarely, the random reference was; then try again with a new one.
        if (submission.idempotencyKey) {
          const existing = await findByIdempotencyKey(submission.idempotencyKey);
          if (existing) return existing;
        }
      }
      throw new Error('Could not store the submission: reference collisions');
    },
  };
}
