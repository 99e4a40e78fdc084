import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { bookingBody, createTestBookingApi } from '../../../test/support/test-booking-api.ts';

/** Counts answers by status class. */
function tally(statuses: number[]) {
  return {
    created: statuses.filter((status) => status === 201).length,
    conflict: statuses.filter((status) => status === 409).length,
    serverError: statuses.filter((status) => status >= 500).length,
    other: statuses.filter((status) => status !== 201 && status !== 409 && status < 500).length,
  };
}

describe.each(testDatabases())('booking under concurrency on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    // 200 bookings at once queue for 20 connections: on a busy machine some wait longer than the
    // production timeout (5 s, then 503 by design). This test is about the exclusion constraint.
    db = await open({ poolMax: 20, statementTimeoutMs: 60_000 });
  });
  afterAll(() => db.close());

  it('200 simultaneous bookings of one slot with one staff member: one appointment, 199 clean 409s, no 5xx', async () => {
    const { send } = createTestBookingApi({ db });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        send(
          'book-appointment',
          bookingBody({ start: '2026-11-23T09:00:00Z', email: `visitor${index}@example.ch` }),
        ),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({
      created: 1,
      conflict: 199,
      serverError: 0,
      other: 0,
    });
    for (const response of responses.filter((entry) => entry.status === 409)) {
      expect(response.json).toEqual({ errorName: 'SlotTakenError', message: expect.any(String) });
    }
    const appointments = await db.query<{ n: number }>(
      `select count(*) as n from booking_appointments where staff_id = 's1' and starts_at = '2026-11-23T09:00:00Z'`,
    );
    expect(appointments.rows[0]?.n).toBe(1);
    // A refused booking leaves nothing behind: one submission, its booking and e-mail outbox rows.
    const stored = await db.query<{ sink: string }>(
      `select o.sink from submissions s join outbox o on o.submission_id = s.id where s.form_type = 'book-appointment' order by o.sink`,
    );
    expect(stored.rows.map((row) => row.sink)).toEqual(['booking', 'booking-email']);
  });

  it.each(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'])(
    'overlapping, not identical, slots of one staff member on %s: still one appointment, the rest 409',
    async (day) => {
      // Several days, because without the per-staff turn (lockStaffSchedule) PostgreSQL's deadlock
      // detection turned about one burst in six into a few 5xx: four bursts catch it more often.
      const { send } = createTestBookingApi({ db });
      // 10:00-10:30 and 10:30-11:00 Zurich (09:00 and 09:30 UTC): the first one's 15-minute
      // post-buffer reaches into the second.
      const starts = [`${day}T09:00:00Z`, `${day}T09:30:00Z`];
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          send('book-appointment', bookingBody({ start: starts[index % 2]! })),
        ),
      );
      expect(tally(responses.map((response) => response.status))).toEqual({
        created: 1,
        conflict: 199,
        serverError: 0,
        other: 0,
      });
      const { rows } = await db.query<{ n: number }>(
        `select count(*) as n from booking_appointments where staff_id = 's1' and starts_at >= $1::date and starts_at < $1::date + 1`,
        [day],
      );
      expect(rows[0]?.n).toBe(1);
    },
  );

  it('never stores two overlapping live appointments of one staff member (database check)', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from booking_appointments a join booking_appointments b
         on a.staff_id = b.staff_id and a.id < b.id and a.slot && b.slot
       where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
