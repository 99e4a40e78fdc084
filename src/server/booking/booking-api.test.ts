import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTimeSlots } from '../../lib/booking/slots.ts';
import type { StaffAvailability } from '../../lib/booking/types.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import type { Verifier } from '../verification/types.ts';
import { createBookingSink } from './booking-sink.ts';
import { bookingBody, createTestBookingApi, testNow } from '../../../test/support/test-booking-api.ts';

const calendar = {
  businessId: 'biz-a',
  startDate: '2026-11-21T23:00:00.000Z',
  endDate: '2026-12-21T23:00:00.000Z',
  staffMemberIds: ['s1'],
};
const slotCheck = (start: string, staffMemberIds = ['s1', 's2'], minutes = 30) => ({
  businessId: 'biz-a',
  serviceId: minutes === 30 ? 'svc-team' : 'svc-long',
  startDate: start,
  endDate: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  staffMemberIds,
  recaptchaToken: 'token',
  recaptchaAction: 'staff_availability',
  recaptchaVersion: 'v3',
});
const policy = {
  timeSlotInterval: 'PT30M',
  minimumLeadTime: 'PT24H',
  preBuffer: 'PT0S',
  postBuffer: 'PT15M',
  defaultDuration: 'PT30M',
  maximumAdvance: 'P60D',
};
const offered = (value: unknown) =>
  generateTimeSlots({ availability: value as StaffAvailability[], policy, now: new Date(testNow) }).map(
    (slot) => slot.time,
  );

describe.each(testDatabases())('booking endpoints on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('lists only the configured businesses with their services, in the asked language', async () => {
    const { send } = createTestBookingApi({ db });
    const response = await send('businesses', {
      lang: 'de',
      recaptchaToken: 't',
      recaptchaAction: 'businesses',
      recaptchaVersion: 'v3',
    });
    expect(response.status).toBe(200);
    const value = response.json['value'] as {
      id: string;
      services: { id: string; displayName: string; defaultDuration: number }[];
    }[];
    expect(value.map((business) => business.id)).toEqual(['biz-a', 'biz-b']);
    expect(value[0]!.services[0]).toMatchObject({
      id: 'svc-solo',
      displayName: 'Einzelgespräch',
      defaultDuration: 30,
      staffMemberIds: ['s1'],
    });
    expect((await send('businesses', '')).status).toBe(200);
    expect((await send('businesses', { lang: 'xx' })).json).toMatchObject({
      errorName: 'ValidationError',
      fields: { lang: 'invalid-field' },
    });
  });

  it('answers the calendar in Graph shape and refuses windows over 30 days or foreign staff', async () => {
    const { send } = createTestBookingApi({ db });
    const response = await send('staff-availability', calendar);
    expect(response.status).toBe(200);
    const slots = offered(response.json['value']);
    expect(slots[0]).toBe('2026-11-23T08:00:00.000Z');
    expect(slots).not.toContain('2026-12-25T08:00:00.000Z');
    expect(
      (await send('staff-availability', { ...calendar, endDate: '2027-01-21T23:00:00.000Z' })).json,
    ).toMatchObject({ fields: { endDate: 'invalid-field' } });
    expect((await send('staff-availability', { ...calendar, staffMemberIds: ['s3'] })).status).toBe(400);
    // Without businessId the business is found from the staff.
    expect((await send('staff-availability', { ...calendar, businessId: undefined })).status).toBe(200);
  });

  it('books a slot: 201 with the reference, stored with its outbox row and a confirmed appointment', async () => {
    const { send } = createTestBookingApi({ db });
    const response = await send('book-appointment', bookingBody({ start: '2026-11-25T08:00:00Z' }), {
      'user-agent': 'test',
    });
    expect(response.status).toBe(201);
    const value = response.json['value'] as {
      id: string;
      reference: string;
      appointment: Record<string, string>;
    };
    expect(value.reference).toMatch(/^VEL-/);
    expect(value.appointment).toEqual({
      serviceId: 'svc-solo',
      serviceName: 'Solo call',
      startDateTime: '2026-11-25T08:00:00.000Z',
      endDateTime: '2026-11-25T08:30:00.000Z',
      timeZone: 'Europe/Zurich',
    });
    const { rows } = await db.query<{
      payload: Record<string, unknown>;
      meta: Record<string, unknown>;
      sink: string;
      status: string;
    }>(
      `select s.payload, s.meta, o.sink, a.status from submissions s join outbox o on o.submission_id = s.id
        join booking_appointments a on a.submission_id = s.id where s.id = $1`,
      [value.id],
    );
    expect(rows[0]).toMatchObject({
      sink: 'booking',
      status: 'confirmed',
      meta: { language: 'en', formId: 'velora-booking-en', title: 'Contact', userAgent: 'test' },
    });
    expect(Object.keys(rows[0]!.payload)).not.toContain('recaptchaToken');
    expect(rows[0]!.payload).toMatchObject({
      businessId: 'biz-a',
      firstname: 'Anna',
      service_name: 'Solo call',
    });

    // The slot is no longer offered, nor the one whose post-buffer would touch it.
    const after = offered((await send('staff-availability', calendar)).json['value']);
    expect(after).not.toContain('2026-11-25T08:00:00.000Z');
    expect(after).not.toContain('2026-11-25T07:30:00.000Z');
    expect(after).toContain('2026-11-25T08:45:00.000Z');
  });

  it('re-checks the slot itself: taken, overlapping, off the grid or too soon answer 409; past the 30 days 400', async () => {
    const { send } = createTestBookingApi({ db });
    expect((await send('book-appointment', bookingBody({ start: '2026-11-26T08:00:00Z' }))).status).toBe(201);
    for (const start of [
      '2026-11-26T08:00:00Z',
      '2026-11-26T08:30:00Z',
      '2026-11-26T13:10:00Z',
      '2026-11-21T14:00:00Z',
      '2026-11-26T05:00:00Z',
    ]) {
      const response = await send('book-appointment', bookingBody({ start }));
      expect([start, response.status, response.json['errorName']]).toEqual([start, 409, 'SlotTakenError']);
    }
    // Beyond the SPEC's 30 days (the test configuration's maximumAdvance says 60): a field error.
    for (const start of ['2026-12-22T09:00:00Z', '2027-02-01T09:00:00Z']) {
      const response = await send('book-appointment', bookingBody({ start }));
      expect([start, response.status, response.json['fields']]).toEqual([
        start,
        400,
        { startDateTime: 'invalid-timeslot' },
      ]);
    }
  });

  it('refuses what does not fit the service with field errors', async () => {
    const { send } = createTestBookingApi({ db });
    const start = '2026-11-27T08:00:00Z';
    expect(
      (await send('book-appointment', { ...bookingBody({ start }), ms_staff_id: 's2' })).json,
    ).toMatchObject({ fields: { ms_staff_id: 'invalid-field' } });
    expect(
      (await send('book-appointment', bookingBody({ start, serviceId: 'svc-nope' }))).json,
    ).toMatchObject({ fields: { serviceId: 'invalid-service' } });
    expect((await send('book-appointment', bookingBody({ start, minutes: 45 }))).json).toMatchObject({
      fields: { endDateTime: 'invalid-timeslot' },
    });
    expect(
      (await send('book-appointment', { ...bookingBody({ start }), formId: 'other-form' })).json,
    ).toMatchObject({ fields: { formId: 'invalid-field' } });
    expect(
      (await send('book-appointment', { ...bookingBody({ start }), isTermsAccepted: false })).json,
    ).toMatchObject({ fields: { isTermsAccepted: 'invalid-field' } });
    expect((await send('book-appointment', { ...bookingBody({ start }), email: 'nope' })).json).toMatchObject(
      { fields: { email: 'invalid-email' } },
    );
  });

  it('checks a slot at submit: free staff marked available, nobody free answers "No available staff for timeslot."', async () => {
    const { send } = createTestBookingApi({ db });
    const start = '2026-11-30T08:00:00.000Z';
    const free = await send('staff-availability', slotCheck(start));
    expect(free.status).toBe(200);
    expect(
      (free.json['value'] as StaffAvailability[]).map((entry) => [
        entry.staffId,
        entry.availabilityItems[0]?.status,
      ]),
    ).toEqual([
      ['s1', 'available'],
      ['s2', 'available'],
    ]);
    expect(
      (await send('book-appointment', bookingBody({ start, serviceId: 'svc-team', staffId: 's1' }))).status,
    ).toBe(201);
    const one = await send('staff-availability', slotCheck(start));
    expect(
      (one.json['value'] as StaffAvailability[]).map((entry) => entry.availabilityItems[0]?.status),
    ).toEqual(['busy', 'available']);
    expect(
      (await send('book-appointment', bookingBody({ start, serviceId: 'svc-team', staffId: 's2' }))).status,
    ).toBe(201);
    const none = await send('staff-availability', slotCheck(start));
    expect([none.status, none.json]).toEqual([
      409,
      { errorName: 'NoAvailableStaffError', message: 'No available staff for timeslot.' },
    ]);
    expect(
      (await send('staff-availability', { ...slotCheck(start), endDate: '2026-11-30T09:00:00.000Z' })).json,
    ).toMatchObject({ fields: { endDate: 'invalid-timeslot' } });
  });

  it('applies the service pre-buffer: a 60-minute call with 15 minutes before needs the whole stretch free', async () => {
    const { send } = createTestBookingApi({ db });
    // s2 works 08:00-12:00 Zurich (07:00-11:00 UTC on 1 December): the first start is 08:15.
    expect((await send('staff-availability', slotCheck('2026-12-01T07:00:00.000Z', ['s2'], 60))).status).toBe(
      409,
    );
    expect((await send('staff-availability', slotCheck('2026-12-01T07:15:00.000Z', ['s2'], 60))).status).toBe(
      200,
    );
  });

  it('verifies the businesses call and the slot check, not the calendar', async () => {
    const actions: string[] = [];
    const verifier: Verifier = {
      provider: 'recaptcha',
      async verify({ action }) {
        actions.push(action);
        return {
          ok: false,
          errorName: 'RecaptchaNotEnoughScoresError',
          message: 'Too low.',
          reason: 'low-score',
        };
      },
    };
    const { send } = createTestBookingApi({ db, verifier });
    expect((await send('businesses', { recaptchaToken: 't' })).json).toMatchObject({
      errorName: 'RecaptchaNotEnoughScoresError',
    });
    expect((await send('staff-availability', slotCheck('2026-12-02T08:00:00.000Z'))).status).toBe(403);
    expect((await send('book-appointment', bookingBody({ start: '2026-12-02T08:00:00Z' }))).status).toBe(403);
    expect((await send('staff-availability', calendar)).status).toBe(200);
    expect(actions).toEqual(['businesses', 'staff_availability', 'book_appointment']);
  });

  it('replays an Idempotency-Key with the first booking', async () => {
    const { send } = createTestBookingApi({ db });
    const body = bookingBody({ start: '2026-12-03T08:00:00Z' });
    const first = await send('book-appointment', body, { 'idempotency-key': 'booking-abc' });
    const second = await send('book-appointment', body, { 'idempotency-key': 'booking-abc' });
    expect([first.status, second.status, second.headers['Idempotent-Replayed']]).toEqual([201, 201, 'true']);
    expect(second.json).toEqual(first.json);
  });

  it('delivers a built-in booking to the local inbox, once', async () => {
    const api = createTestBookingApi({ db });
    const response = await api.send('book-appointment', bookingBody({ start: '2026-12-04T08:00:00Z' }));
    const id = (response.json['value'] as { id: string }).id;
    const sink = createBookingSink({ db, provider: api.provider });
    const submission = {
      id,
      reference: 'VEL-TEST-0001',
      formType: 'book-appointment',
      payload: {},
      meta: {},
      createdAt: new Date(),
    };
    const context = { idempotencyKey: id, signal: new AbortController().signal };
    expect(await sink.deliver(submission, context)).toEqual({ kind: 'delivered' });
    expect(await sink.deliver(submission, context)).toEqual({ kind: 'delivered' });
    expect((await db.query('select 1 from inbox where submission_id = $1', [id])).rows).toHaveLength(1);
  });

  it('never writes personal data to the log', async () => {
    const api = createTestBookingApi({ db });
    await api.send(
      'book-appointment',
      bookingBody({ start: '2026-12-07T08:00:00Z', email: 'private.person@example.ch' }),
    );
    const text = api.logs.join('\n');
    expect(text).toContain('booking stored');
    expect(text).not.toMatch(/private\.person|Keller|79 123/);
  });
});
