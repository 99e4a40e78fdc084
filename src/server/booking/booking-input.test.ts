/** Booking input the pipeline refuses with 400: no body, calendar windows over 31 days, dates out of range. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createTestBookingApi } from '../../../test/support/test-booking-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

const calendar = {
  businessId: 'biz-a',
  startDate: '2026-11-21T23:00:00.000Z',
  endDate: '2026-12-21T23:00:00.000Z',
  staffMemberIds: ['s1'],
};
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const DAY = 86_400_000;

describe('booking input', () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
  });
  afterAll(() => db.close());

  it('answers a businesses request with no body 400, not 415', async () => {
    const { send } = createTestBookingApi({ db });
    const response = await send('businesses', undefined, { 'content-type': undefined });
    expect([response.status, response.json['errorName']]).toEqual([400, 'BadRequest']);
    expect(response.json['message']).toMatch(/missing/);
    expect((await send('businesses', '')).status).toBe(200);
  });

  it('refuses a calendar window over 31 days', async () => {
    const { send } = createTestBookingApi({ db });
    const window = (ms: number) =>
      send('staff-availability', { ...calendar, endDate: plus(calendar.startDate, ms) });
    expect((await window(31 * DAY)).status).toBe(200);
    const over = await window(31 * DAY + 3_600_000);
    expect([over.status, over.json['fields']]).toEqual([400, { endDate: 'invalid-field' }]);
  });

  it.each(['0000', '0001', '0099', '9999'])('refuses dates in year %s with a field error', async (year) => {
    const { send } = createTestBookingApi({ db });
    const start = `${year}-06-01T08:00:00.000Z`;
    const end = `${year}-06-02T08:00:00.000Z`;
    const calendarAnswer = await send('staff-availability', { ...calendar, startDate: start, endDate: end });
    expect([calendarAnswer.status, calendarAnswer.json['errorName']]).toEqual([400, 'ValidationError']);
    expect(calendarAnswer.json['fields']).toMatchObject({ startDate: 'invalid-field' });
    const booking = await send('book-appointment', {
      ...bookingBody({ start: '2026-11-25T08:00:00Z' }),
      startDateTime: start,
      endDateTime: end,
    });
    expect([booking.status, booking.json['fields']]).toEqual([
      400,
      { startDateTime: 'invalid-timeslot', endDateTime: 'invalid-timeslot' },
    ]);
  });

  it.each(['garbage', '2026-13-45T99:99:99Z', '2026-11-25', '+275760-09-13T00:00:00Z', ''])(
    'refuses the date %j with a field error, never a 500',
    async (value) => {
      const { send } = createTestBookingApi({ db });
      const response = await send('staff-availability', { ...calendar, startDate: value });
      expect([response.status, response.json['fields']]).toEqual([400, { startDate: 'invalid-field' }]);
    },
  );
});
