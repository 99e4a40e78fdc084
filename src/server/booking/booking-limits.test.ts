import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { cancelAppointment, findAppointmentBySubmission } from './appointment-store.ts';
import { bookingBody, createTestBookingApi, testNow } from '../../../test/support/test-booking-api.ts';

const limits = { BOOKING_MAX_OPEN_PER_PERSON: '2', BOOKING_ATTEMPTS_PER_HOUR: '0' };

/** A booking of staff s1 at `start` by `who`. */
function body(start: string, who: { email?: string; phone?: string } = {}) {
  return {
    ...bookingBody({ start, ...(who.email ? { email: who.email } : {}) }),
    ...(who.phone ? { phone: who.phone } : {}),
  };
}

describe.each(testDatabases())('booking limits on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open({ poolMax: 20 });
  });
  afterAll(() => db.close());

  it('three bookings by one e-mail address (any case): the third is refused with 409 on the e-mail field', async () => {
    const { send } = createTestBookingApi({ db, env: limits });
    const first = await send(
      'book-appointment',
      body('2026-12-01T08:00:00Z', { email: 'hoarder@example.ch', phone: '79 000 00 01' }),
    );
    const second = await send(
      'book-appointment',
      body('2026-12-02T08:00:00Z', { email: 'Hoarder@Example.CH', phone: '79 000 00 02' }),
    );
    const third = await send(
      'book-appointment',
      body('2026-12-03T08:00:00Z', { email: ' HOARDER@example.ch', phone: '79 000 00 03' }),
    );
    expect([first.status, second.status, third.status]).toEqual([201, 201, 409]);
    expect(third.json).toEqual({
      errorName: 'BookingLimitError',
      message: expect.stringContaining('2 upcoming appointments'),
      fields: { email: 'booking-limit' },
    });
    // Plus-addressing is another mailbox: allowed.
    const plus = await send(
      'book-appointment',
      body('2026-12-03T08:00:00Z', { email: 'hoarder+2@example.ch', phone: '79 000 00 04' }),
    );
    expect(plus.status).toBe(201);
    // The refused booking left nothing behind.
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from submissions where lower(trim(payload->>'email')) = 'hoarder@example.ch'`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('counts one phone number in any writing as one person, and cancelling frees a place', async () => {
    const { send } = createTestBookingApi({ db, env: limits });
    const phones = ['79 111 22 33', '079 111 22 33', '791112233'];
    const responses = [];
    for (const [index, phone] of phones.entries()) {
      responses.push(
        await send(
          'book-appointment',
          body(`2026-12-0${index + 7}T08:00:00Z`, { email: `p${index}@example.ch`, phone }),
        ),
      );
    }
    expect(responses.map((response) => [response.status, response.json['errorName']])).toEqual([
      [201, undefined],
      [201, undefined],
      [409, 'BookingLimitError'],
    ]);
    expect(responses[2]?.json['fields']).toEqual({ phone: 'booking-limit' });

    const value = responses[0]?.json['value'] as { id: string };
    const appointment = await findAppointmentBySubmission(db, value.id);
    await cancelAppointment(db, appointment!.id);
    const again = await send(
      'book-appointment',
      body('2026-12-09T08:00:00Z', { email: 'p9@example.ch', phone: phones[2]! }),
    );
    expect(again.status).toBe(201);
  });

  it('past appointments do not count', async () => {
    const early = createTestBookingApi({ db, env: limits });
    for (const day of ['07', '08']) {
      const response = await early.send(
        'book-appointment',
        body(`2026-12-${day}T13:00:00Z`, { email: 'past@example.ch', phone: '79 222 00 00' }),
      );
      expect(response.status).toBe(201);
    }
    const later = createTestBookingApi({ db, env: limits, now: () => Date.parse('2026-12-09T12:00:00Z') });
    const response = await later.send(
      'book-appointment',
      body('2026-12-14T13:00:00Z', { email: 'past@example.ch', phone: '79 222 00 00' }),
    );
    expect(response.status).toBe(201);
  });

  it('10 bookings by one e-mail at once, each of a free slot: exactly 2 succeed, the rest 409', async () => {
    const { send } = createTestBookingApi({ db, env: limits });
    const days = ['11-23', '11-24', '11-25', '11-26', '11-27', '11-30', '12-01', '12-02', '12-03', '12-04'];
    const responses = await Promise.all(
      days.map((day, index) =>
        send(
          'book-appointment',
          body(`2026-${day}T12:00:00Z`, {
            email: 'racer@example.ch',
            phone: `79 333 00 ${10 + index}`,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((entry) => entry.status === 409))
      expect(response.json['errorName']).toBe('BookingLimitError');
  });

  it('a client gets BOOKING_ATTEMPTS_PER_HOUR booking attempts an hour, then 429 with Retry-After', async () => {
    const { send } = createTestBookingApi({
      db,
      env: { BOOKING_ATTEMPTS_PER_HOUR: '5', BOOKING_MAX_OPEN_PER_PERSON: '0' },
    });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const response = await send(
        'book-appointment',
        body('2026-12-01T08:00:00Z', { email: `try${index}@example.ch` }),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.json['errorName']).toBe('TooManyRequests');
        expect(Number(response.headers['Retry-After'])).toBeGreaterThan(0);
      }
    }
    // All five attempts reached the slot check (taken: 409); the sixth and seventh never did.
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });

  it('dates in any year 0000 to 9999: a 400 field error or an answer, never a 5xx', async () => {
    const { send } = createTestBookingApi({ db });
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    const instant = fc
      .tuple(
        fc.oneof(fc.constantFrom(0, 1, 99, 1969, 1970, 2026, 2027, 9999), fc.integer({ min: 0, max: 9999 })),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom('Z', '+14:00', '-12:00', '+01:00'),
      )
      .map(
        ([year, month, day, hour, zone]) =>
          `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:00:00${zone}`,
      );
    await fc.assert(
      fc.asyncProperty(instant, instant, async (start, end) => {
        const booking = await send('book-appointment', {
          ...bookingBody({ start: '2026-12-01T08:00:00Z' }),
          startDateTime: start,
          endDateTime: end,
        });
        expect(booking.status, `${start} ${end}`).toBeLessThan(500);
        const calendar = await send('staff-availability', {
          serviceId: 'svc-solo',
          startDate: start,
          endDate: end,
          staffMemberIds: ['s1'],
        });
        expect(calendar.status, `${start} ${end}`).toBeLessThan(500);
        if (calendar.status === 400) expect(calendar.json['fields']).toBeDefined();
      }),
      { numRuns: 150 },
    );
    for (const year of ['0000', '0001', '0099', '9999']) {
      const response = await send('book-appointment', {
        ...bookingBody({ start: '2026-12-01T08:00:00Z' }),
        startDateTime: `${year}-01-01T09:00:00Z`,
      });
      expect(response.status).toBe(400);
      expect(response.json['fields']).toEqual({ startDateTime: 'invalid-timeslot' });
    }
    expect(testNow).toBeGreaterThan(0);
  });
});
