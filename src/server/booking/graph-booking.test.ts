import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import type { DeliverySubmission } from '../delivery/types.ts';
import { createBookingSink } from './booking-sink.ts';
import { createGraphClient } from './graph-client.ts';
import { createGraphProvider } from './graph-provider.ts';
import {
  standInCredentials,
  startGraphStandIn,
  type GraphStandIn,
} from '../../../test/support/graph-stand-in.ts';
import { bookingBody, createTestBookingApi } from '../../../test/support/test-booking-api.ts';
import { graphBusinesses, graphServices } from '../../../test/support/test-graph.ts';
import type { BookingProvider } from './types.ts';

const slot = '2026-11-23T09:00:00Z';
const body = (start = slot, email?: string) =>
  bookingBody({ start, serviceId: 'svc-graph', staffId: 'staff-g1', ...(email ? { email } : {}) });

describe.each(testDatabases())('booking through Microsoft Graph on $kind', ({ open }) => {
  let db: Db;
  let graph: GraphStandIn;
  let provider: BookingProvider;

  beforeAll(async () => {
    db = await open({ poolMax: 20 });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    // A wrong Graph: it reports every working hour free, even where it holds appointments.
    graph = await startGraphStandIn({
      businesses: graphBusinesses,
      services: graphServices,
      reportBusyAsFree: true,
    });
    const client = createGraphClient({
      apiUrl: graph.apiUrl,
      tokenUrl: graph.tokenUrl,
      clientId: standInCredentials.clientId,
      clientSecret: standInCredentials.clientSecret,
      timeoutMs: 2_000,
      maxRetries: 1,
      maxRetryWaitMs: 1_000,
      sleep: async () => undefined,
    });
    provider = createGraphProvider({
      client,
      businessIds: ['velora-banking@velora.ch'],
      db,
      cacheMs: 60_000,
    });
    await db.query('delete from submissions');
    await db.query('delete from booking_appointments');
  });
  afterEach(() => graph.close());

  const loadSubmission = async (id: string): Promise<DeliverySubmission> => {
    const { rows } = await db.query<{
      reference: string;
      payload: Record<string, unknown>;
      meta: Record<string, unknown>;
      created_at: Date;
    }>('select reference, payload, meta, created_at from submissions where id = $1', [id]);
    const row = rows[0]!;
    return {
      id,
      reference: row.reference,
      formType: 'book-appointment',
      payload: row.payload,
      meta: row.meta,
      createdAt: row.created_at,
    };
  };
  const deliver = async (id: string) =>
    createBookingSink({ db, provider }).deliver(await loadSubmission(id), {
      idempotencyKey: id,
      signal: new AbortController().signal,
    });
  const appointmentStatus = async () =>
    (
      await db.query<{ status: string; external_id: string | null }>(
        'select status, external_id from booking_appointments',
      )
    ).rows;

  it('holds the slot locally, creates it in Graph through the outbox, and still refuses it when Graph says it is free', async () => {
    const { send } = createTestBookingApi({ db, provider });
    const first = await send('book-appointment', body());
    expect(first.status).toBe(201);
    expect(await appointmentStatus()).toEqual([{ status: 'pending', external_id: null }]);
    expect(graph.appointments).toHaveLength(0);

    expect(await deliver((first.json['value'] as { id: string }).id)).toEqual({ kind: 'delivered' });
    expect(await appointmentStatus()).toEqual([{ status: 'confirmed', external_id: 'appointment-1' }]);
    expect(graph.appointments[0]).toMatchObject({
      serviceId: 'svc-graph',
      staffMemberIds: ['staff-g1'],
      customers: [{ name: 'Anna Keller', phone: '+41 79 123 45 67' }],
    });

    // Graph answers "available" for 10:00; the server's own check refuses it anyway.
    const again = await send('book-appointment', body());
    expect([again.status, again.json['errorName']]).toEqual([409, 'SlotTakenError']);
    const [staff] = await provider.getStaffAvailability({
      businessId: 'velora-banking@velora.ch',
      staffIds: ['staff-g1'],
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-24T00:00:00Z'),
    });
    expect(
      staff?.availabilityItems.map((item) => `${item.status} ${item.startDateTime.dateTime.slice(11, 16)}`),
    ).toEqual(['available 08:00', 'busy 09:00', 'available 09:45']);
  });

  it('refuses overlaps under concurrency even though Graph says the slot is free: one booking, the rest 409', async () => {
    const { send } = createTestBookingApi({ db, provider });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send('book-appointment', body(index % 2 ? slot : '2026-11-23T09:30:00Z')),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect([
      statuses.filter((status) => status === 201).length,
      statuses.filter((status) => status === 409).length,
    ]).toEqual([1, 49]);
  });

  it('retries after Retry-After when Graph throttles the create, and frees the slot when Graph refuses it', async () => {
    const { send } = createTestBookingApi({ db, provider });
    const id = ((await send('book-appointment', body())).json['value'] as { id: string }).id;
    await provider.listBusinesses('en');
    graph.server.enqueue(
      { status: 200, body: { value: [] } },
      {
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { error: { code: 'TooManyRequests', message: 'Slow down' } },
      },
    );
    expect(await deliver(id)).toMatchObject({ kind: 'retry', status: 429, retryAfterMs: 120_000 });
    expect(await appointmentStatus()).toEqual([{ status: 'pending', external_id: null }]);

    graph.server.enqueue(
      { status: 200, body: { value: [] } },
      {
        status: 409,
        body: { error: { code: 'ErrorConflict', message: 'The staff member is not available.' } },
      },
    );
    expect(await deliver(id)).toMatchObject({ kind: 'failed', status: 409, code: 'ErrorConflict' });
    expect(await appointmentStatus()).toEqual([{ status: 'cancelled', external_id: null }]);
    expect((await send('book-appointment', body())).status).toBe(201);
  });

  it('keeps retrying, never dead-letters, when Graph refuses our credentials', async () => {
    const { send } = createTestBookingApi({ db, provider });
    const id = ((await send('book-appointment', body())).json['value'] as { id: string }).id;
    await provider.listBusinesses('en');
    graph.server.enqueue(
      { status: 200, body: { value: [] } },
      {
        status: 403,
        body: { error: { code: 'ErrorAccessDenied', message: 'Missing Bookings.ReadWrite.All' } },
      },
    );
    expect(await deliver(id)).toMatchObject({ kind: 'retry', configurationError: true, status: 403 });
  });

  it('answers 503 with Retry-After when Graph keeps throttling an availability request', async () => {
    const { send } = createTestBookingApi({ db, provider });
    await provider.listBusinesses('en');
    graph.server.enqueue({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { error: { code: 'TooManyRequests', message: 'Slow down' } },
    });
    const response = await send('staff-availability', {
      businessId: 'velora-banking@velora.ch',
      startDate: '2026-11-22T00:00:00.000Z',
      endDate: '2026-12-22T00:00:00.000Z',
      staffMemberIds: ['staff-g1'],
    });
    expect([response.status, response.json['errorName'], response.headers['Retry-After']]).toEqual([
      503,
      'BookingUnavailableError',
      '30',
    ]);
  });
});
