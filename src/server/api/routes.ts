import type { BookingEndpoint } from '../booking/booking-api.ts';

// Form endpoints whose path alone names the form type: one table, shared with the browser's check.
export { formPaths } from '../../forms/endpoints.ts';

/**
 * `/api/contact/{formId}`: a contact or a subscribe form depending on which configured form id
 * it names; an unconfigured id is not found.
 */
export const contactPath = '/api/contact/:formId';

/** Booking endpoints (src/server/booking/booking-api.ts). */
export const bookingPaths: Readonly<Record<string, BookingEndpoint>> = Object.freeze({
  '/api/booking/businesses': 'businesses',
  '/api/booking/staff-availability': 'staff-availability',
  '/api/booking/book-appointment': 'book-appointment',
});

export const challengePath = '/api/verification/challenge';

/** The operators' probes (operations.ts): liveness and readiness. */
export const healthPath = '/healthz';
export const readinessPath = '/readyz';

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
