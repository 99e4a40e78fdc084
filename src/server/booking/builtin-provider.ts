import type { Language } from '../../i18n/languages.ts';
import { parseIsoDuration } from '../../lib/booking/duration.ts';
import type { SchedulingPolicy, StaffAvailability } from '../../lib/booking/types.ts';
import type { Db } from '../db/db.ts';
import { insertAppointment, listBlockedIntervals } from './appointment-store.ts';
import { pickText, type BookingConfig, type BookingConfigBusiness } from './booking-config.ts';
import { computeStaffAvailability } from './compute-availability.ts';
import { BookingRequestError } from './errors.ts';
import type { AvailabilityRequest, BookingProvider, BookingService } from './types.ts';
import { getAbsenceIntervals, getWorkingIntervals } from './working-hours.ts';

/**
 * The built-in booking engine (the default, no network): businesses, services and advisers from
 * the booking configuration; availability = working hours minus holidays and absences minus the
 * appointments in the database (with their buffers); appointments are rows of
 * `booking_appointments`, whose exclusion constraint makes overlaps impossible.
 */
export function createBuiltinProvider(options: { config: BookingConfig; db: Db }): BookingProvider {
  const { config, db } = options;
  const staffById = new Map(config.staff.map((member) => [member.id, member]));

  const getBusiness = (businessId: string): BookingConfigBusiness => {
    const business = config.businesses.find((candidate) => candidate.id === businessId);
    if (!business) throw new BookingRequestError({ businessId: 'invalid-field' });
    return business;
  };

  return {
    kind: 'builtin',
    async listBusinesses(lang) {
      return config.businesses.map((business) => ({
        id: business.id,
        displayName: pickText(business.displayName, lang),
      }));
    },
    async getServices(businessId, lang: Language) {
      const business = getBusiness(businessId);
      return business.services.map((service): BookingService => {
        const schedulingPolicy = mergePolicy(
          config.schedulingPolicy,
          business.schedulingPolicy,
          service.schedulingPolicy,
        );
        const minutes =
          service.defaultDuration ?? Math.round(parseIsoDuration(schedulingPolicy.defaultDuration) / 60_000);
        return {
          id: service.id,
          businessId: business.id,
          displayName: pickText(service.displayName, lang),
          description: pickText(service.description, lang),
          defaultDuration: minutes,
          staffMemberIds: [...service.staffMemberIds],
          // The service's length is the default duration slot generation uses.
          schedulingPolicy: { ...schedulingPolicy, defaultDuration: `PT${minutes}M` },
        };
      });
    },
    async getStaffAvailability(request: AvailabilityRequest): Promise<StaffAvailability[]> {
      const business = getBusiness(request.businessId);
      const offered = new Set(business.services.flatMap((service) => service.staffMemberIds));
      if (request.staffIds.some((staffId) => !offered.has(staffId)))
        throw new BookingRequestError({ staffMemberIds: 'invalid-field' });
      const window = { start: request.start.getTime(), end: request.end.getTime() };
      const blocked = await listBlockedIntervals(db, request.staffIds, request.start, request.end);
      return request.staffIds.map((staffId) => {
        const staff = staffById.get(staffId);
        if (!staff) throw new BookingRequestError({ staffMemberIds: 'invalid-field' });
        return computeStaffAvailability(
          {
            staffId,
            working: getWorkingIntervals(staff, window.start, window.end),
            absences: getAbsenceIntervals(config, staff),
            appointments: blocked.get(staffId) ?? [],
          },
          window,
        );
      });
    },
    async createAppointment(appointment) {
      await insertAppointment(db, appointment, { status: 'confirmed', provider: 'builtin' });
      return { externalId: undefined };
    },
    async close() {
      // Nothing to release: the database belongs to the app.
    },
  };
}

/** The policy with the defined values of each override applied in turn (business, then service). */
function mergePolicy(
  base: SchedulingPolicy,
  ...overrides: (Partial<Record<keyof SchedulingPolicy, string | undefined>> | undefined)[]
): SchedulingPolicy {
  const merged: SchedulingPolicy = { ...base };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override ?? {}) as [
      keyof SchedulingPolicy,
      string | undefined,
    ][]) {
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged;
}
