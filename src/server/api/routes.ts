import { findFormIdKind, type FormIds } from '../../forms/form-ids.ts';
import type { FormType } from '../../forms/payloads.ts';
import type { BookingEndpoint } from '../booking/booking-api.ts';

/** Form endpoints whose path alone names the form type. */
const formPaths: Readonly<Record<string, FormType>> = Object.freeze({
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

/** Every form endpoint path (with a placeholder for the contact form id), for docs and tests. */
export const formEndpointPaths: readonly string[] = [...Object.keys(formPaths), '/api/contact/{formId}'];

export type Route =
  | { kind: 'form'; formType: FormType; formId?: string }
  | { kind: 'booking'; endpoint: BookingEndpoint }
  | { kind: 'booking-cancel' }
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

const CONTACT_PREFIX = '/api/contact/';

/**
 * Resolves a path. `/api/contact/{formId}` is a contact or a subscribe form depending on which
 * configured form id it names; an unconfigured id is not found.
 */
export function resolveRoute(rawPath: string, formIds: FormIds): Route {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const formType = formPaths[path];
  if (formType) return { kind: 'form', formType };
  if (path.startsWith(CONTACT_PREFIX)) {
    const formId = path.slice(CONTACT_PREFIX.length);
    const kind = findFormIdKind(formIds, formId);
    if (kind === 'contact') return { kind: 'form', formType: 'contact', formId };
    if (kind === 'subscribe') return { kind: 'form', formType: 'subscribe', formId };
    return { kind: 'unknown-form-id' };
  }
  const bookingEndpoint = bookingPaths[path];
  if (bookingEndpoint) return { kind: 'booking', endpoint: bookingEndpoint };
  if (path === '/api/booking/cancel') return { kind: 'booking-cancel' };
  if (path === '/healthz') return { kind: 'health' };
  if (path === '/readyz') return { kind: 'ready' };
  if (path === '/api/verification/challenge') return { kind: 'challenge' };
  return { kind: 'not-found' };
}

/** Methods each kind of route answers. */
export function allowedMethods(route: Route): readonly string[] {
  if (route.kind === 'booking-cancel') return ['GET', 'HEAD', 'POST'];
  return route.kind === 'form' || route.kind === 'booking' ? ['POST'] : ['GET', 'HEAD'];
}
