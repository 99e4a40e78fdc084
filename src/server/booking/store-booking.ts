import { createReference } from '../api/reference.ts';
import type { Db } from '../db/db.ts';
import type { HolderKeys } from '../abuse/person-keys.ts';
import { checkHolderLimit, insertAppointment, lockStaffSchedule } from './appointment-store.ts';
import type { NewAppointment } from './types.ts';
import { newRowId } from '../db/row-id.ts';

/** Form type of booking submissions (src/server/delivery/form-types.ts knows it). */
export const bookingFormType = 'book-appointment';
/** Outbox sink of booking submissions: the booking provider (booking-sink.ts). */
export const bookingSinkName = 'booking';
/** Outbox sink of the visitor's booking confirmation e-mail (booking-email-sink.ts). */
export const bookingEmailSinkName = 'booking-email';

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** A booking to store. */
export interface BookingRecord {
  appointment: Omit<NewAppointment, 'submissionId' | 'customer'>;
  /** `confirmed` with the built-in engine (the row is the appointment); `pending` with Graph. */
  status: 'pending' | 'confirmed';
  provider: 'builtin' | 'graph';
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /**
   * The person booking, and how many upcoming appointments one may hold
   * (BOOKING_MAX_OPEN_PER_PERSON; 0: no limit). `now` decides what is upcoming.
   */
  holder?: { keys: HolderKeys; maxOpen: number; now: Date } | undefined;
  /** Also queue the visitor's confirmation e-mail (outbox sink `booking-email`). */
  confirmationEmail?: boolean | undefined;
  /** SHA-256 of the request the idempotency key came with (src/server/api/idempotency.ts). */
  requestHash?: string | undefined;
}

/** The stored booking: the submission's id and reference, or the earlier one of a replay. */
export interface StoredBooking {
  submissionId: string;
  reference: string;
  replayed: boolean;
  /** The stored request hash of a replayed booking (null when stored before hashes were kept). */
  requestHash?: string | null;
}

/**
 * Stores a booking in one transaction: the submission, its outbox row for the booking sink and
 * the appointment row, so the slot is taken exactly when the request is durably accepted. An
 * overlap raises `SlotTakenError` (the exclusion constraint) and nothing is stored. A repeated
 * Idempotency-Key returns the first booking instead.
 */
export async function storeBooking(db: Db, record: BookingRecord): Promise<StoredBooking> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = await runTransaction(db, record);
    if (stored) return stored;
    if (record.idempotencyKey) {
      const existing = await findBookingByIdempotencyKey(db, record.idempotencyKey);
      if (existing) return existing;
    }
  }
  throw new Error('Could not store the booking: reference collisions');
}

/**
 * One attempt. Bookings of one staff member take turns (`lockStaffSchedule`), so they do not
 * deadlock in the exclusion constraint's index; should PostgreSQL still abort one with a deadlock
 * (40P01) or a serialization failure, that is a race, not a failure: the attempt is repeated,
 * and then meets the winner's row as 23P01.
 */
async function runTransaction(db: Db, record: BookingRecord): Promise<StoredBooking | undefined> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await insertBooking(db, record);
    } catch (error) {
      if (retry >= 5 || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (retry + 1)));
    }
  }
}

function isTransientConflict(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === DEADLOCK || code === SERIALIZATION_FAILURE;
}

async function insertBooking(db: Db, record: BookingRecord): Promise<StoredBooking | undefined> {
  return db.transaction(async (tx) => {
    const { holder } = record;
    if (holder && holder.maxOpen > 0) await checkHolderLimit(tx, holder.keys, holder.maxOpen, holder.now);
    const submissionId = newRowId();
    const reference = createReference();
    const { rows } = await tx.query<{ id: string }>(
      `insert into submissions (id, reference, form_type, payload, meta, idempotency_key, idempotency_hash)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) on conflict do nothing returning id`,
      [
        submissionId,
        reference,
        bookingFormType,
        JSON.stringify(record.payload),
        JSON.stringify(record.meta),
        record.idempotencyKey ?? null,
        record.requestHash ?? null,
      ],
    );
    // Nothing inserted: the idempotency key is taken, or (rarely) the random reference was.
    if (rows.length === 0) return undefined;
    await tx.query('insert into outbox (submission_id, sink) values ($1, $2)', [
      submissionId,
      bookingSinkName,
    ]);
    if (record.confirmationEmail)
      await tx.query('insert into outbox (submission_id, sink) values ($1, $2)', [
        submissionId,
        bookingEmailSinkName,
      ]);
    await lockStaffSchedule(tx, record.appointment.staffId);
    await insertAppointment(
      tx,
      { ...record.appointment, submissionId, customer: undefined },
      { status: record.status, provider: record.provider, holder: holder?.keys },
    );
    return { submissionId, reference, replayed: false };
  });
}

/** The booking stored earlier under an idempotency key, if any. */
export async function findBookingByIdempotencyKey(db: Db, key: string): Promise<StoredBooking | undefined> {
  const { rows } = await db.query<{ id: string; reference: string; idempotency_hash: string | null }>(
    'select id, reference, idempotency_hash from submissions where idempotency_key = $1 and form_type = $2',
    [key, bookingFormType],
  );
  const row = rows[0];
  return row
    ? { submissionId: row.id, reference: row.reference, replayed: true, requestHash: row.idempotency_hash }
    : undefined;
}
