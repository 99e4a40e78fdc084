import type { HolderKeys } from '../abuse/person-keys.ts';
import type { Db } from '../db/db.ts';
import { BookingLimitError, SlotTakenError } from './errors.ts';
import type { Interval } from './intervals.ts';
import type { NewAppointment } from './types.ts';

/** SQLSTATE of an exclusion constraint violation. */
const EXCLUSION_VIOLATION = '23P01';

/** A stored appointment (no personal data: that stays in its submission). */
export interface StoredAppointment {
  id: string;
  submissionId: string | null;
  businessId: string;
  serviceId: string;
  staffId: string;
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed' | 'cancelled';
  provider: 'builtin' | 'graph';
  externalId: string | null;
  preBufferMs: number;
  postBufferMs: number;
}

interface Row {
  id: string;
  submission_id: string | null;
  business_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  status: StoredAppointment['status'];
  provider: StoredAppointment['provider'];
  external_id: string | null;
  pre_buffer_ms: number;
  post_buffer_ms: number;
}

const COLUMNS = `id, submission_id, business_id, service_id, staff_id, starts_at, ends_at, status, provider, external_id,
  (extract(epoch from starts_at - lower(slot)) * 1000)::float8 as pre_buffer_ms,
  (extract(epoch from upper(slot) - ends_at) * 1000)::float8 as post_buffer_ms`;

/**
 * Inserts an appointment with its buffered range. The exclusion constraint refuses any overlap
 * with a live appointment of the same staff member, also between concurrent transactions; that
 * refusal becomes a `SlotTakenError`. Inserting the same id again changes nothing.
 */
export async function insertAppointment(
  db: Db,
  appointment: NewAppointment,
  options: {
    status: 'pending' | 'confirmed';
    provider: 'builtin' | 'graph';
    /** Who holds it (src/server/abuse/person-keys.ts), for the per-person limit. */
    holder?: HolderKeys | undefined;
  },
): Promise<void> {
  try {
    await db.query(
      `insert into booking_appointments (id, submission_id, business_id, service_id, staff_id, starts_at, ends_at, slot, status, provider, email_key, phone_key)
       values ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz,
               tstzrange($6::timestamptz - make_interval(secs => $8::double precision / 1000),
                         $7::timestamptz + make_interval(secs => $9::double precision / 1000), '[)'),
               $10, $11, $12, $13)
       on conflict (id) do nothing`,
      [
        appointment.id,
        appointment.submissionId ?? null,
        appointment.businessId,
        appointment.serviceId,
        appointment.staffId,
        appointment.start.toISOString(),
        appointment.end.toISOString(),
        appointment.preBufferMs,
        appointment.postBufferMs,
        options.status,
        options.provider,
        options.holder?.emailKey ?? null,
        options.holder?.phoneKey ?? null,
      ],
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

/** Buffered ranges of the live appointments of each staff member that touch [start, end). */
export async function listBlockedIntervals(
  db: Db,
  staffIds: readonly string[],
  start: Date,
  end: Date,
): Promise<Map<string, Interval[]>> {
  const { rows } = await db.query<{ staff_id: string; lower: Date; upper: Date }>(
    `select staff_id, lower(slot) as lower, upper(slot) as upper from booking_appointments
      where staff_id = any($1::text[]) and status <> 'cancelled'
        and slot && tstzrange($2::timestamptz, $3::timestamptz, '[)')`,
    [[...staffIds], start.toISOString(), end.toISOString()],
  );
  const byStaff = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = byStaff.get(row.staff_id) ?? [];
    list.push({ start: row.lower.getTime(), end: row.upper.getTime() });
    byStaff.set(row.staff_id, list);
  }
  return byStaff;
}

/** The appointment a booking submission created, if any. */
export async function findAppointmentBySubmission(
  db: Db,
  submissionId: string,
): Promise<StoredAppointment | undefined> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from booking_appointments where submission_id = $1`,
    [submissionId],
  );
  return rows[0] ? toAppointment(rows[0]) : undefined;
}

/** Marks a pending appointment confirmed, with the provider's id. */
export async function confirmAppointment(db: Db, id: string, externalId: string | undefined): Promise<void> {
  await db.query(
    `update booking_appointments set status = 'confirmed', external_id = coalesce($2, external_id), updated_at = now()
      where id = $1 and status <> 'cancelled'`,
    [id, externalId ?? null],
  );
}

/** Cancels an appointment, which frees its slot for others. */
export async function cancelAppointment(db: Db, id: string): Promise<void> {
  await db.query(`update booking_appointments set status = 'cancelled', updated_at = now() where id = $1`, [
    id,
  ]);
}

/**
 * Refuses a booking when its holder already has `max` upcoming live appointments, by e-mail key
 * or phone key. Call inside the booking transaction, before inserting: the transaction-scoped
 * advisory locks (taken in a fixed order, so two bookings never deadlock on them) make concurrent
 * bookings of one person wait for each other, so the count they see includes the winner's row.
 */
export async function checkHolderLimit(tx: Db, holder: HolderKeys, max: number, now: Date): Promise<void> {
  for (const key of [holder.emailKey, holder.phoneKey].sort())
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 7415230002))', [key]);
  const { rows } = await tx.query<{ by_email: number; by_phone: number }>(
    `select count(*) filter (where email_key = $1) as by_email, count(*) filter (where phone_key = $2) as by_phone
       from booking_appointments
      where status <> 'cancelled' and ends_at > $3::timestamptz and (email_key = $1 or phone_key = $2)`,
    [holder.emailKey, holder.phoneKey, now.toISOString()],
  );
  const counts = rows[0] ?? { by_email: 0, by_phone: 0 };
  if (counts.by_email >= max) throw new BookingLimitError('email', max);
  if (counts.by_phone >= max) throw new BookingLimitError('phone', max);
}

/**
 * Makes the bookings of one staff member take turns until the end of the transaction. Without
 * it, two transactions inserting overlapping ranges wait on each other inside the exclusion
 * constraint's index check; PostgreSQL breaks that with a deadlock error only after its
 * `deadlock_timeout` (1 s), and 200 bookings of two overlapping slots at once produced a few
 * 5xx that way. In turn, the later booking meets the earlier one's committed row as a plain 23P01.
 * Take it after `checkHolderLimit`'s locks and before the insert, so the order is always the same.
 */
export async function lockStaffSchedule(tx: Db, staffId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 7415230003))', [staffId]);
}

/** True for the database error of an exclusion constraint (pg and PGlite both set `code`). */
export function isExclusionViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === EXCLUSION_VIOLATION
  );
}

function toAppointment(row: Row): StoredAppointment {
  return {
    id: row.id,
    submissionId: row.submission_id,
    businessId: row.business_id,
    serviceId: row.service_id,
    staffId: row.staff_id,
    start: row.starts_at,
    end: row.ends_at,
    status: row.status,
    provider: row.provider,
    externalId: row.external_id,
    preBufferMs: Math.round(row.pre_buffer_ms),
    postBufferMs: Math.round(row.post_buffer_ms),
  };
}
