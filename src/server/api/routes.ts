import { findFormEndpoint } from '../../forms/endpoints.ts';
import { findFormIdKind, type FormIds } from '../../forms/form-ids.ts';
import type { FormType } from '../../forms/payloads.ts';
import type { BookingEndpoint } from '../booking/booking-api.ts';

export type Route =
  | { kind: 'form'; formType: FormType; formId?: string }
  | { kind: 'booking'; endpoint: BookingEndpoint }
  | { kind: 'health' }
  | { kind: 'ready' }
  | { kind: 'challenge' }
  | { kind: 'unknown-form-id' }
  | { kind: 'not-found' };

/** Booking endpoints (src/server/booking/booking-api.ts). */
const bookingPaths: Readonly<Record<string, BookingEndpoint>> = Object.freeze({
  '/api/booking/businesses': 'businesses',
  '/api/booking/staff-availability': 'staff-availability',
  '/api/booking/book-appointment': 'book-appointment',
});

/**
 * Resolves a path. `/api/contact/{formId}` is a contact or a subscribe form depending on which
 * configured form id it names; an unconfigured id is not found.
 */
export function resolveRoute(rawPath: string, formIds: FormIds): Route {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const form = findFormEndpoint(path, (formId) => findFormIdKind(formIds, formId));
  if (form) return 'unknownFormId' in form ? { kind: 'unknown-form-id' } : { kind: 'form', ...form };
  const bookingEndpoint = bookingPaths[path];
  if (bookingEndpoint) return { kind: 'booking', endpoint: bookingEndpoint };
  if (path === '/healthz') return { kind: 'health' };
  if (path === '/readyz') return { kind: 'ready' };
  if (path === '/api/verification/challenge') return { kind: 'challenge' };
  return { kind: 'not-found' };
}

/** Methods each kind of route answers. */
export function allowedMethods(route: Route): readonly string[] {
  return route.kind === 'form' || route.kind === 'booking' ? ['POST'] : ['GET', 'HEAD'];
}
