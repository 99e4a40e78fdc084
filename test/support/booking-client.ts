/**
 * A black-box client of the API over HTTP, as the browser uses it: signed JSON posts, the booking
 * catalog, the calendar and the browser's own slot generation.
 */
import { createSignatureHeaders } from '../../src/forms/signing.ts';
import { generateTimeSlots } from '../../src/lib/booking/slots.ts';
import type { SchedulingPolicy, StaffAvailability } from '../../src/lib/booking/types.ts';

const SIGNING_KEY = 'velora-public-signing-key';
const DAY_MS = 86_400_000;

export interface HttpAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

/** POSTs `body` as signed JSON. */
export async function postSigned(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(await createSignatureHeaders(SIGNING_KEY)),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

interface Service {
  id: string;
  businessId: string;
  displayName: string;
  defaultDuration: number;
  staffMemberIds: string[];
  schedulingPolicy: SchedulingPolicy;
}

/** The first service of the first business. */
export async function getFirstService(base: string): Promise<Service> {
  const { json } = await postSigned(`${base}/api/booking/businesses`, {
    lang: 'en',
    recaptchaAction: 'businesses',
  });
  const businesses = json['value'] as { services: Service[] }[];
  const service = businesses[0]?.services[0];
  if (!service) throw new Error('No bookable service');
  return service;
}

/** The free slots of `service` in the next 30 days, as the browser computes them. */
export async function getFreeSlots(
  base: string,
  service: Service,
): Promise<{ time: string; staffIds: string[] }[]> {
  const now = Date.now();
  const { json, status } = await postSigned(`${base}/api/booking/staff-availability`, {
    businessId: service.businessId,
    serviceId: service.id,
    startDate: new Date(now).toISOString(),
    endDate: new Date(now + 30 * DAY_MS).toISOString(),
    staffMemberIds: service.staffMemberIds,
  });
  if (status !== 200) throw new Error(`Calendar: ${status} ${JSON.stringify(json)}`);
  return generateTimeSlots({
    availability: json['value'] as StaffAvailability[],
    policy: service.schedulingPolicy,
    now: new Date(now),
    serviceDuration: service.defaultDuration * 60_000,
  });
}

/** A complete book-appointment body for `service` at `start` with `staffId`, by `email`. */
export function appointmentBody(
  service: Service,
  slot: { time: string; staffIds: string[] },
  person: { email: string; phone?: string; lang?: string },
): Record<string, unknown> {
  const start = new Date(slot.time);
  const lang = person.lang ?? 'en';
  return {
    formId: `velora-booking-${lang}`,
    lang,
    ms_staff_id: slot.staffIds[0],
    serviceId: service.id,
    businessId: service.businessId,
    firstname: 'Anna',
    lastname: 'Keller',
    email: person.email,
    phoneCode: { alphaCode: 'CH', code: '41' },
    phone: person.phone ?? '79 123 45 67',
    how_did_you_hear_about_us: 'A friend',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + service.defaultDuration * 60_000).toISOString(),
    isSwissResident: true,
    isTermsAccepted: true,
    recaptchaAction: 'book_appointment',
  };
}
