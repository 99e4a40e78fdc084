/**
 * The parts of Microsoft Graph's Bookings resources the adapter reads (graph-rest-1.0:
 * bookingBusiness, bookingService, bookingSchedulingPolicy, bookingAppointment). Every field is
 * optional unless Graph always sends it, because Graph omits nulls under some settings.
 */

/** A collection answer: `{ "value": [...] }` (with `@odata.context`, unused). */
export interface GraphList<T> {
  value: T[];
}

/** `bookingSchedulingPolicy`: durations in ISO 8601. */
export interface GraphSchedulingPolicy {
  timeSlotInterval?: string;
  minimumLeadTime?: string;
  maximumAdvance?: string;
  sendConfirmationsToOwner?: boolean;
  allowStaffSelection?: boolean;
}

/** `bookingBusiness`. */
export interface GraphBusiness {
  id: string;
  displayName?: string;
  schedulingPolicy?: GraphSchedulingPolicy;
}

/** `bookingService`. */
export interface GraphService {
  id: string;
  displayName?: string;
  description?: string;
  defaultDuration?: string;
  preBuffer?: string;
  postBuffer?: string;
  staffMemberIds?: string[];
  isHiddenFromCustomers?: boolean;
  schedulingPolicy?: GraphSchedulingPolicy;
}

/** `bookingAppointment`, as created or listed by `calendarView`. */
export interface GraphAppointment {
  id: string;
  serviceId?: string;
  staffMemberIds?: string[];
  additionalInformation?: string;
  startDateTime?: { dateTime: string; timeZone: string };
  endDateTime?: { dateTime: string; timeZone: string };
}
