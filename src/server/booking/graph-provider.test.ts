import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../db/open-db.ts';
import { migrate } from '../db/migrate.ts';
import type { Db } from '../db/db.ts';
import { BookingProviderError } from './errors.ts';
import { createGraphClient, type GraphClientOptions } from './graph-client.ts';
import { appointmentMarker, createGraphProvider } from './graph-provider.ts';
import {
  standInCredentials,
  startGraphStandIn,
  type GraphStandIn,
} from '../../../test/support/graph-stand-in.ts';
import {
  graphBusinesses as businesses,
  graphServices as services,
  newAppointment,
} from '../../../test/support/test-graph.ts';

describe('Microsoft Graph Bookings adapter (contract, against a local Graph stand-in)', () => {
  let graph: GraphStandIn;
  let db: Db;
  let waits: number[];
  const clientOptions = (overrides: Partial<GraphClientOptions> = {}): GraphClientOptions => ({
    apiUrl: graph.apiUrl,
    tokenUrl: graph.tokenUrl,
    clientId: standInCredentials.clientId,
    clientSecret: standInCredentials.clientSecret,
    timeoutMs: 500,
    maxRetries: 2,
    maxRetryWaitMs: 5_000,
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  });
  const provider = (overrides: Partial<GraphClientOptions> = {}) =>
    createGraphProvider({
      client: createGraphClient(clientOptions(overrides)),
      businessIds: ['velora-banking@velora.ch'],
      db,
      cacheMs: 60_000,
    });

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    graph = await startGraphStandIn({ businesses, services });
    waits = [];
  });
  afterEach(() => graph.close());

  it('gets an app-only token by the client-credentials grant, once, and sends it as a bearer', async () => {
    const bookings = provider();
    await bookings.listBusinesses('en');
    await bookings.getServices('velora-banking@velora.ch', 'en');
    const [tokenRequest] = graph.server.requests;
    const form = new URLSearchParams(String(tokenRequest?.body));
    expect(Object.fromEntries(form)).toEqual({
      client_id: 'velora-app',
      client_secret: 'secret-1',
      scope: 'https://graph.microsoft.com/.default',
      grant_type: 'client_credentials',
    });
    expect(graph.tokensIssued()).toBe(1);
    expect(
      graph.server.requests
        .slice(1)
        .every((request) => request.headers['authorization'] === 'Bearer token-1'),
    ).toBe(true);
  });

  it('lists only the configured businesses and maps services with their scheduling policy', async () => {
    const bookings = provider();
    expect(await bookings.listBusinesses('en')).toEqual([
      { id: 'velora-banking@velora.ch', displayName: 'Velora Banking' },
    ]);
    expect(await bookings.getServices('velora-banking@velora.ch', 'en')).toEqual([
      {
        id: 'svc-graph',
        businessId: 'velora-banking@velora.ch',
        displayName: 'Opening your account',
        description: 'Account',
        defaultDuration: 30,
        staffMemberIds: ['staff-g1', 'staff-g2'],
        schedulingPolicy: {
          timeSlotInterval: 'PT30M',
          minimumLeadTime: 'PT24H',
          maximumAdvance: 'P30D',
          preBuffer: 'PT0S',
          postBuffer: 'PT15M',
          defaultDuration: 'PT30M',
        },
      },
    ]);
    await expect(bookings.getServices('other@contoso.com', 'en')).rejects.toThrow('Invalid booking fields');
  });

  it('asks getStaffAvailability with the documented body and returns Graph items', async () => {
    const bookings = provider();
    const [staff] = await bookings.getStaffAvailability({
      businessId: 'velora-banking@velora.ch',
      staffIds: ['staff-g1'],
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-24T00:00:00Z'),
    });
    const request = graph.server.requests.find((entry) => entry.path.endsWith('/getStaffAvailability'));
    expect(request?.path).toBe(
      '/v1.0/solutions/bookingBusinesses/velora-banking%40velora.ch/getStaffAvailability',
    );
    expect(request?.body).toEqual({
      staffIds: ['staff-g1'],
      startDateTime: { dateTime: '2026-11-23T00:00:00.0000000', timeZone: 'UTC' },
      endDateTime: { dateTime: '2026-11-24T00:00:00.0000000', timeZone: 'UTC' },
    });
    expect(staff?.availabilityItems).toEqual([
      {
        status: 'available',
        startDateTime: { dateTime: '2026-11-23T08:00:00.0000000', timeZone: 'UTC' },
        endDateTime: { dateTime: '2026-11-23T17:00:00.0000000', timeZone: 'UTC' },
        serviceId: '',
      },
    ]);
  });

  it('honours Retry-After on 429: waits that long and asks again', async () => {
    graph.server.enqueue({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3599, access_token: 'token-9' },
    });
    graph.server.enqueue({
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { error: { code: 'TooManyRequests', message: 'Slow down' } },
    });
    expect(await provider().listBusinesses('en')).toHaveLength(1);
    expect(waits).toEqual([2000]);
  });

  it('hands a Retry-After longer than it may wait to the caller, as a retryable error', async () => {
    graph.server.enqueue({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3599, access_token: 'token-9' },
    });
    graph.server.enqueue({
      status: 429,
      headers: { 'Retry-After': '120' },
      body: { error: { code: 'TooManyRequests', message: 'Slow down' } },
    });
    const error = await provider()
      .listBusinesses('en')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BookingProviderError);
    expect(error).toMatchObject({
      status: 429,
      retryable: true,
      retryAfterMs: 120_000,
      code: 'TooManyRequests',
    });
    expect(waits).toEqual([]);
  });

  it('times out a call that hangs, and retries reads but never a create', async () => {
    graph.server.enqueue({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3599, access_token: 'token-9' },
    });
    graph.server.enqueue({ status: 200, body: { value: [] }, delayMs: 2_000 });
    expect(await provider({ timeoutMs: 200 }).listBusinesses('en')).toHaveLength(1);
    expect(waits).toHaveLength(1);

    const create = provider({ timeoutMs: 200 });
    await create.listBusinesses('en');
    graph.server.enqueue(
      { status: 200, body: { value: [] } },
      { status: 201, body: { id: 'late' }, delayMs: 2_000 },
    );
    const error = await create.createAppointment(newAppointment()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(graph.server.requests.filter((request) => request.path.endsWith('/appointments'))).toHaveLength(1);
  });

  it('fetches a new token once after a 401, and reports wrong credentials as a configuration problem', async () => {
    const bookings = provider();
    await bookings.listBusinesses('en');
    graph.server.enqueue({
      status: 401,
      body: { error: { code: 'InvalidAuthenticationToken', message: 'expired' } },
    });
    await bookings.getServices('velora-banking@velora.ch', 'en');
    expect(graph.tokensIssued()).toBe(2);
    const error = await provider({ clientSecret: 'wrong' })
      .listBusinesses('en')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ configuration: true, retryable: false, code: 'invalid_client' });
  });

  it('creates an appointment with the documented body, and finds an earlier attempt instead of a duplicate', async () => {
    const bookings = provider();
    const appointment = newAppointment();
    expect(await bookings.createAppointment(appointment)).toEqual({ externalId: 'appointment-1' });
    const request = graph.server.requests.find((entry) => entry.path.endsWith('/appointments'));
    expect(request?.body).toEqual({
      '@odata.type': '#microsoft.graph.bookingAppointment',
      serviceId: 'svc-graph',
      serviceName: 'Opening your account',
      staffMemberIds: ['staff-g1'],
      startDateTime: {
        '@odata.type': '#microsoft.graph.dateTimeTimeZone',
        dateTime: '2026-11-23T09:00:00.0000000',
        timeZone: 'UTC',
      },
      endDateTime: {
        '@odata.type': '#microsoft.graph.dateTimeTimeZone',
        dateTime: '2026-11-23T09:30:00.0000000',
        timeZone: 'UTC',
      },
      preBuffer: 'PT0S',
      postBuffer: 'PT15M',
      customerTimeZone: 'Europe/Zurich',
      optOutOfCustomerEmail: false,
      additionalInformation: appointmentMarker(appointment.id),
      customers: [
        {
          '@odata.type': '#microsoft.graph.bookingCustomerInformation',
          name: 'Anna Keller',
          emailAddress: 'anna.keller@example.ch',
          phone: '+41 79 123 45 67',
          notes: 'Reference: VEL-TEST-0001',
          timeZone: 'Europe/Zurich',
        },
      ],
    });
    // The outbox repeats a delivery whose answer was lost: Graph already has it.
    expect(await bookings.createAppointment(appointment)).toEqual({ externalId: 'appointment-1' });
    expect(graph.appointments).toHaveLength(1);
  });
});
