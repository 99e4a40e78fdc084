import type { Language } from '../../i18n/languages.ts';
import { parseIsoDuration } from '../../lib/booking/duration.ts';
import type { SchedulingPolicy, StaffAvailability } from '../../lib/booking/types.ts';
import type { Db } from '../db/db.ts';
import { listBlockedIntervals } from './appointment-store.ts';
import { applyAppointments, toGraphUtc } from './compute-availability.ts';
import { BookingRequestError } from './errors.ts';
import type { GraphClient } from './graph-client.ts';
import type { GraphAppointment, GraphBusiness, GraphList, GraphService } from './graph-types.ts';
import type { BookingProvider, BookingService, NewAppointment } from './types.ts';

/** Settings of the Graph adapter. */
export interface GraphProviderOptions {
  client: GraphClient;
  /** The business ids offered (SPEC: a fixed list); Graph's other businesses stay hidden. */
  businessIds: readonly string[];
  /** The local guard: appointments held here are subtracted from Graph's answer. */
  db: Db;
  /** How long businesses and services are cached (they change rarely; availability never is). */
  cacheMs: number;
  now?: () => number;
}

const BASE = '/solutions/bookingBusinesses';
/** Written into Graph's `additionalInformation`, so a repeated delivery finds its earlier attempt. */
export const appointmentMarker = (id: string) => `velora-appointment:${id}`;

/**
 * Microsoft Graph Bookings (`/solutions/bookingBusinesses`): businesses, services with their
 * scheduling policy, `getStaffAvailability` and appointment creation. Availability answers have
 * the local appointments applied, so a slot Graph still reports free while the outbox is
 * creating it (or one Graph wrongly reports free) is refused here as well.
 */
export function createGraphProvider(options: GraphProviderOptions): BookingProvider {
  const { client, db } = options;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const allowed = new Set(options.businessIds);

  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const entry = cache.get(key);
    if (entry && now() - entry.at < options.cacheMs) return entry.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now(), value });
    // A failure is not cached: the next visitor asks Graph again.
    value.catch(() => cache.delete(key));
    return value;
  };
  const path = (businessId: string) => {
    if (!allowed.has(businessId)) throw new BookingRequestError({ businessId: 'invalid-field' });
    return `${BASE}/${encodeURIComponent(businessId)}`;
  };

  return {
    kind: 'graph',
    async listBusinesses() {
      const list = await cached('businesses', () =>
        client.request<GraphList<GraphBusiness>>({ method: 'GET', path: BASE }),
      );
      const byId = new Map(list.value.map((business) => [business.id, business]));
      // In the configured order; an id Graph does not know is left out rather than invented.
      return options.businessIds.flatMap((id) => {
        const business = byId.get(id);
        return business ? [{ id, displayName: business.displayName ?? id }] : [];
      });
    },
    async getServices(businessId: string, _lang: Language) {
      const base = path(businessId);
      const [business, services] = await Promise.all([
        cached(`business:${businessId}`, () => client.request<GraphBusiness>({ method: 'GET', path: base })),
        cached(`services:${businessId}`, () =>
          client.request<GraphList<GraphService>>({ method: 'GET', path: `${base}/services` }),
        ),
      ]);
      return services.value
        .filter((service) => !service.isHiddenFromCustomers)
        .map((service) => toService(businessId, business, service));
    },
    async getStaffAvailability(request): Promise<StaffAvailability[]> {
      const answer = await client.request<GraphList<StaffAvailability>>({
        method: 'POST',
        path: `${path(request.businessId)}/getStaffAvailability`,
        body: {
          staffIds: request.staffIds,
          startDateTime: toGraphUtc(request.start.getTime()),
          endDateTime: toGraphUtc(request.end.getTime()),
        },
        idempotent: true,
      });
      const blocked = await listBlockedIntervals(db, request.staffIds, request.start, request.end);
      const byStaff = new Map(answer.value.map((entry) => [entry.staffId, entry]));
      return request.staffIds.map((staffId) =>
        applyAppointments(
          { staffId, availabilityItems: byStaff.get(staffId)?.availabilityItems ?? [] },
          blocked.get(staffId) ?? [],
        ),
      );
    },
    async createAppointment(appointment, callOptions = {}) {
      const base = path(appointment.businessId);
      const existing = await findEarlierAttempt(client, base, appointment, callOptions.signal);
      if (existing) return { externalId: existing };
      const created = await client.request<GraphAppointment>({
        method: 'POST',
        path: `${base}/appointments`,
        body: toGraphAppointment(appointment),
        idempotent: false,
        signal: callOptions.signal,
      });
      return { externalId: created.id };
    },
    async close() {
      cache.clear();
    },
  };
}

/** A create that timed out may still have reached Graph: look for it in the slot's calendar view. */
async function findEarlierAttempt(
  client: GraphClient,
  base: string,
  appointment: NewAppointment,
  signal: AbortSignal | undefined,
) {
  const query = new URLSearchParams({
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
  });
  const view = await client.request<GraphList<GraphAppointment>>({
    method: 'GET',
    path: `${base}/calendarView?${query.toString()}`,
    signal,
  });
  return view.value.find((entry) => entry.additionalInformation?.includes(appointmentMarker(appointment.id)))
    ?.id;
}

function toService(businessId: string, business: GraphBusiness, service: GraphService): BookingService {
  const policy = service.schedulingPolicy ?? business.schedulingPolicy;
  const duration = service.defaultDuration ?? 'PT30M';
  const schedulingPolicy: SchedulingPolicy = {
    timeSlotInterval: policy?.timeSlotInterval,
    minimumLeadTime: policy?.minimumLeadTime ?? 'PT0S',
    maximumAdvance: policy?.maximumAdvance,
    preBuffer: service.preBuffer ?? 'PT0S',
    postBuffer: service.postBuffer ?? 'PT0S',
    defaultDuration: duration,
  };
  return {
    id: service.id,
    businessId,
    displayName: service.displayName ?? service.id,
    description: service.description ?? '',
    defaultDuration: Math.round(parseIsoDuration(duration) / 60_000),
    staffMemberIds: service.staffMemberIds ?? [],
    schedulingPolicy,
  };
}

/** The documented `bookingAppointment` create body. */
export function toGraphAppointment(appointment: NewAppointment): Record<string, unknown> {
  const time = (instant: Date) => ({
    '@odata.type': '#microsoft.graph.dateTimeTimeZone',
    ...toGraphUtc(instant.getTime()),
  });
  const customer = appointment.customer;
  return {
    '@odata.type': '#microsoft.graph.bookingAppointment',
    serviceId: appointment.serviceId,
    serviceName: appointment.serviceName,
    staffMemberIds: [appointment.staffId],
    startDateTime: time(appointment.start),
    endDateTime: time(appointment.end),
    preBuffer: toIsoDuration(appointment.preBufferMs),
    postBuffer: toIsoDuration(appointment.postBufferMs),
    customerTimeZone: 'Europe/Zurich',
    optOutOfCustomerEmail: false,
    additionalInformation: appointmentMarker(appointment.id),
    ...(customer
      ? {
          customers: [
            {
              '@odata.type': '#microsoft.graph.bookingCustomerInformation',
              name: customer.name,
              emailAddress: customer.email,
              phone: customer.phone,
              notes: customer.notes,
              timeZone: 'Europe/Zurich',
            },
          ],
        }
      : {}),
  };
}

/** Milliseconds as an ISO 8601 duration in whole seconds (`PT15M`, `PT0S`). */
export function toIsoDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds > 0 && seconds % 60 === 0) return `PT${seconds / 60}M`;
  return `PT${seconds}S`;
}
