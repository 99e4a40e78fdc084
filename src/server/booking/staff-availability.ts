import { staffAvailabilityPayload } from '../../forms/booking.ts';
import {
  availabilityWindowDays,
  bookingActions,
  bookingErrorNames,
  noAvailableStaffMessage,
} from '../../forms/booking-form.ts';
import { jsonResponse } from '../api/responses.ts';
import type { ApiResponse } from '../api/types.ts';
import { validatePayload } from '../../forms/validate.ts';
import type { BookingCall } from './types.ts';
import { findService, listCatalog } from './catalog.ts';
import { toGraphUtc } from './compute-availability.ts';
import { checkCalendarRange } from './date-range.ts';
import { BookingRequestError } from './errors.ts';
import { checkSlot } from './slot-check.ts';
import type { BookingProvider, BookingService } from './types.ts';

const DAY_MS = 86_400_000;
/**
 * The calendar window (30 days) plus one day of slack: the browser asks from the start of a
 * Zurich day to the end of the last, which a daylight-saving change inside may move by an hour.
 * Anything over 31 days is refused.
 */
const MAX_WINDOW_MS = (availabilityWindowDays + 1) * DAY_MS;

/**
 * `/api/booking/staff-availability`, two uses (SPEC section 7):
 * - calendar (no verification fields): the staff members' availability from `startDate` to
 *   `endDate` (at most 30 days), in Graph's shape, for slot generation in the browser;
 * - slot check (with `recaptchaToken` or `recaptchaAction`, verified for `staff_availability`): `startDate` to
 *   start + the service's duration. The server checks the slot itself and answers, per staff
 *   member, one item over exactly that slot: 'available' or 'busy'. When nobody is free it
 *   answers 409 `NoAvailableStaffError`, "No available staff for timeslot.".
 */
export async function handleStaffAvailability(
  call: BookingCall,
  deps: { provider: BookingProvider; now: () => number },
): Promise<ApiResponse> {
  const validation = validatePayload(staffAvailabilityPayload, call.body);
  if (!validation.ok) throw new BookingRequestError(validation.fields);
  const data = validation.data;
  const start = new Date(data.startDate);
  const end = new Date(data.endDate);
  const staffIds = [...new Set(data.staffMemberIds)];
  checkCalendarRange(start, end, deps.now());
  if (end.getTime() <= start.getTime() || end.getTime() - start.getTime() > MAX_WINDOW_MS) {
    throw new BookingRequestError({ endDate: 'invalid-field' });
  }

  // The slot check carries the verification fields (at least the action, even with verification off).
  if (data.recaptchaToken === undefined && data.recaptchaAction === undefined) {
    const businessId = data.businessId ?? (await findBusinessOfStaff(deps.provider, staffIds));
    const value = await deps.provider.getStaffAvailability({ businessId, staffIds, start, end });
    return jsonResponse(200, { value }, call.requestId);
  }

  const refused = await call.verify(bookingActions.staffAvailability, data);
  if (refused) return refused;
  const service = data.serviceId
    ? await findService(deps.provider, data.serviceId, 'en', data.businessId)
    : await findServiceOfStaff(deps.provider, staffIds, end.getTime() - start.getTime());
  if (staffIds.some((staffId) => !service.staffMemberIds.includes(staffId)))
    throw new BookingRequestError({ staffMemberIds: 'invalid-field' });
  if (end.getTime() - start.getTime() !== service.defaultDuration * 60_000)
    throw new BookingRequestError({ endDate: 'invalid-timeslot' });

  const { freeStaffIds } = await checkSlot(deps.provider, service, staffIds, start, new Date(deps.now()));
  if (freeStaffIds.length === 0) {
    return jsonResponse(
      409,
      { errorName: bookingErrorNames.noAvailableStaff, message: noAvailableStaffMessage },
      call.requestId,
    );
  }
  const free = new Set(freeStaffIds);
  const value = staffIds.map((staffId) => ({
    staffId,
    availabilityItems: [
      {
        status: free.has(staffId) ? 'available' : 'busy',
        startDateTime: toGraphUtc(start.getTime()),
        endDateTime: toGraphUtc(end.getTime()),
      },
    ],
  }));
  return jsonResponse(200, { value }, call.requestId);
}

/** The business one of whose services every asked staff member gives (when the browser names none). */
async function findBusinessOfStaff(provider: BookingProvider, staffIds: readonly string[]): Promise<string> {
  for (const business of await listCatalog(provider, 'en')) {
    const offered = new Set(business.services.flatMap((service) => service.staffMemberIds));
    if (staffIds.every((staffId) => offered.has(staffId))) return business.id;
  }
  throw new BookingRequestError({ staffMemberIds: 'invalid-field' });
}

/** A service that every asked staff member gives and that lasts `durationMs` (slot check without serviceId). */
async function findServiceOfStaff(
  provider: BookingProvider,
  staffIds: readonly string[],
  durationMs: number,
): Promise<BookingService> {
  for (const business of await listCatalog(provider, 'en')) {
    const service = business.services.find(
      (candidate) =>
        candidate.defaultDuration * 60_000 === durationMs &&
        staffIds.every((staffId) => candidate.staffMemberIds.includes(staffId)),
    );
    if (service) return service;
  }
  throw new BookingRequestError({ serviceId: 'invalid-service' });
}
