import {
  startStandInServer,
  type RecordedRequest,
  type StandInAnswer,
  type StandInServer,
} from './stand-in-server.ts';
import type { GraphAppointment, GraphBusiness, GraphService } from '../../src/server/booking/graph-types.ts';

/** The tenant, app and secret the stand-in accepts. */
export const standInCredentials = {
  tenantId: 'tenant-1',
  clientId: 'velora-app',
  clientSecret: 'secret-1',
} as const;

/** Options of the Microsoft Graph stand-in. */
export interface GraphStandInOptions {
  businesses: GraphBusiness[];
  services: Record<string, GraphService[]>;
  /** Daily working hours in UTC for every staff member, e.g. ['08:00', '17:00']. */
  hours?: [string, string];
  /** Report every working hour as available, ignoring the appointments it holds (a wrong answer). */
  reportBusyAsFree?: boolean;
}

/** A running stand-in: its HTTP server, the appointments created, and the token and API addresses. */
export interface GraphStandIn {
  server: StandInServer;
  appointments: (GraphAppointment & Record<string, unknown>)[];
  tokenUrl: string;
  apiUrl: string;
  /** Tokens issued so far. */
  tokensIssued(): number;
  close(): Promise<void>;
}

const graphError = (status: number, code: string, message: string): StandInAnswer => ({
  status,
  body: { error: { code, message } },
});
const dateTimeTimeZone = (value: unknown): value is { dateTime: string; timeZone: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { dateTime?: unknown }).dateTime === 'string' &&
  typeof (value as { timeZone?: unknown }).timeZone === 'string';
const toInstant = (value: { dateTime: string; timeZone: string }) =>
  Date.parse(value.timeZone === 'UTC' ? `${value.dateTime.slice(0, 19)}Z` : value.dateTime);
const graphUtc = (instant: number) => ({
  dateTime: `${new Date(instant).toISOString().slice(0, 19)}.0000000`,
  timeZone: 'UTC',
});

/**
 * A local server speaking the documented Microsoft identity platform token endpoint
 * (client-credentials grant) and the Graph Bookings calls the adapter uses, with Graph's error
 * shape `{ error: { code, message } }`. Requests with a wrong shape get 400 as Graph answers.
 */
export async function startGraphStandIn(options: GraphStandInOptions): Promise<GraphStandIn> {
  const appointments: GraphStandIn['appointments'] = [];
  let tokens = 0;
  const [open, close] = options.hours ?? ['08:00', '17:00'];

  const handle = (request: RecordedRequest): StandInAnswer => {
    const url = new URL(request.path, 'http://stand-in');
    if (url.pathname === `/${standInCredentials.tenantId}/oauth2/v2.0/token`) return issueToken(request);
    if (!url.pathname.startsWith('/v1.0/')) return graphError(404, 'NotFound', 'No such path');
    if (!/^Bearer token-\d+$/.test(String(request.headers['authorization'] ?? '')))
      return graphError(401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    const parts = url.pathname
      .slice('/v1.0/solutions/bookingBusinesses'.length)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const [businessId, resource] = parts;
    if (businessId === undefined)
      return request.method === 'GET'
        ? { status: 200, body: { value: options.businesses } }
        : graphError(405, 'BadRequest', 'Method not allowed');
    const business = options.businesses.find((entry) => entry.id === businessId);
    if (!business) return graphError(404, 'ErrorItemNotFound', 'The booking business was not found.');
    if (resource === undefined && request.method === 'GET') return { status: 200, body: business };
    if (resource === 'services' && request.method === 'GET')
      return { status: 200, body: { value: options.services[businessId] ?? [] } };
    if (resource === 'getStaffAvailability' && request.method === 'POST')
      return staffAvailability(request.body);
    if (resource === 'appointments' && request.method === 'POST') return createAppointment(request.body);
    if (resource === 'calendarView' && request.method === 'GET') {
      const start = Date.parse(url.searchParams.get('start') ?? '');
      const end = Date.parse(url.searchParams.get('end') ?? '');
      if (Number.isNaN(start) || Number.isNaN(end))
        return graphError(400, 'ErrorInvalidRequest', 'start and end are required.');
      return {
        status: 200,
        body: {
          value: appointments.filter(
            (entry) => toInstant(entry.startDateTime!) < end && toInstant(entry.endDateTime!) > start,
          ),
        },
      };
    }
    return graphError(400, 'BadRequest', 'Unsupported request');
  };

  function issueToken(request: RecordedRequest): StandInAnswer {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return { status: 400, body: { error: 'invalid_request' } };
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('scope') !== 'https://graph.microsoft.com/.default'
    ) {
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: 'grant_type and scope are required' },
      };
    }
    if (
      form.get('client_id') !== standInCredentials.clientId ||
      form.get('client_secret') !== standInCredentials.clientSecret
    ) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Invalid client secret provided.' },
      };
    }
    tokens += 1;
    return {
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: `token-${tokens}` },
    };
  }

  function staffAvailability(body: unknown): StandInAnswer {
    const input = body as { staffIds?: unknown; startDateTime?: unknown; endDateTime?: unknown };
    if (
      !Array.isArray(input.staffIds) ||
      !dateTimeTimeZone(input.startDateTime) ||
      !dateTimeTimeZone(input.endDateTime)
    ) {
      return graphError(400, 'ErrorInvalidRequest', 'staffIds, startDateTime and endDateTime are required.');
    }
    const start = toInstant(input.startDateTime);
    const end = toInstant(input.endDateTime);
    const value = (input.staffIds as string[]).map((staffId) => {
      const items: Record<string, unknown>[] = [];
      for (let day = Math.floor(start / 86_400_000) * 86_400_000; day < end; day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const from = Math.max(start, Date.parse(`${date}T${open}:00Z`));
        const to = Math.min(end, Date.parse(`${date}T${close}:00Z`));
        if (to <= from) continue;
        const busy = options.reportBusyAsFree
          ? []
          : appointments.filter(
              (entry) =>
                entry.staffMemberIds?.includes(staffId) &&
                toInstant(entry.startDateTime!) < to &&
                toInstant(entry.endDateTime!) > from,
            );
        let cursor = from;
        for (const entry of busy.sort((a, b) => toInstant(a.startDateTime!) - toInstant(b.startDateTime!))) {
          const busyStart = Math.max(from, toInstant(entry.startDateTime!));
          if (busyStart > cursor)
            items.push({
              status: 'available',
              startDateTime: graphUtc(cursor),
              endDateTime: graphUtc(busyStart),
              serviceId: '',
            });
          cursor = Math.min(to, toInstant(entry.endDateTime!));
          items.push({
            status: 'busy',
            startDateTime: graphUtc(busyStart),
            endDateTime: graphUtc(cursor),
            serviceId: '',
          });
        }
        if (cursor < to)
          items.push({
            status: 'available',
            startDateTime: graphUtc(cursor),
            endDateTime: graphUtc(to),
            serviceId: '',
          });
      }
      return { staffId, availabilityItems: items };
    });
    return {
      status: 200,
      body: {
        '@odata.context':
          'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.staffAvailabilityItem)',
        value,
      },
    };
  }

  function createAppointment(body: unknown): StandInAnswer {
    const input = body as GraphAppointment & Record<string, unknown>;
    if (
      input['@odata.type'] !== '#microsoft.graph.bookingAppointment' ||
      typeof input.serviceId !== 'string'
    ) {
      return graphError(400, 'ErrorInvalidRequest', '@odata.type and serviceId are required.');
    }
    if (
      !dateTimeTimeZone(input.startDateTime) ||
      !dateTimeTimeZone(input.endDateTime) ||
      !Array.isArray(input.staffMemberIds)
    ) {
      return graphError(
        400,
        'ErrorInvalidRequest',
        'startDateTime, endDateTime and staffMemberIds are required.',
      );
    }
    const created = { ...input, id: `appointment-${appointments.length + 1}` };
    appointments.push(created);
    return { status: 201, body: created };
  }

  const server = await startStandInServer(handle);
  return {
    server,
    appointments,
    tokenUrl: `${server.url}/${standInCredentials.tenantId}/oauth2/v2.0/token`,
    apiUrl: `${server.url}/v1.0`,
    tokensIssued: () => tokens,
    close: () => server.close(),
  };
}
