import type { FormType } from '../../forms/payloads.ts';
import type { BookingEndpoint } from '../booking/booking-api.ts';

/** Form endpoints whose path alone names the form type. */
export const formPaths: Readonly<Record<string, FormType>> = Object.freeze({
  '/api/sms': 'sms',
  '/api/simple-contact': 'simple-contact',
  '/api/existing-client-contact': 'existing-client-contact',
  '/api/complaint': 'complaint',
  '/api/extended-contact': 'extended-contact',
  '/api/affiliate-program': 'affiliate-program',
  '/api/contest-contact': 'contest-contact',
  '/api/triple-a-contact': 'triple-a-contact',
  '/api/amg-contact': 'amg-contact',
  '/api/lost-card': 'lost-card',
  '/api/report': 'report',
  '/api/form-builder': 'form-builder',
});

/**
 * `/api/contact/{formId}`: a contact or a subscribe form depending on which configured form id
 * it names; an unconfigured id is not found.
 */
export const contactPath = '/api/contact/:formId';

/** Every form endpoint path (with a placeholder for the contact form id), for docs and tests. */
export const formEndpointPaths: readonly string[] = [...Object.keys(formPaths), '/api/contact/{formId}'];

/** Booking endpoints (src/server/booking/booking-api.ts). */
export const bookingPaths: Readonly<Record<string, BookingEndpoint>> = Object.freeze({
  '/api/booking/businesses': 'businesses',
  '/api/booking/staff-availability': 'staff-availability',
  '/api/booking/book-appointment': 'book-appointment',
});

export const challengePath = '/api/verification/challenge';

/** Methods a route may be asked with that it does not answer (405 with Allow). */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const;
export type Method = (typeof methods)[number];

/** The other methods of `allowed` (HEAD comes with GET). */
export function otherMethods(allowed: readonly Method[]): Method[] {
  const answered = new Set<Method>(allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed);
  return methods.filter((method) => !answered.has(method));
}

/** A path and the same path with a trailing slash: both are answered. */
export function withTrailingSlash(path: string): string[] {
  return [path, `${path}/`];
}
