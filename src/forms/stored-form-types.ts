import { formTypes as payloadFormTypes } from './payloads.ts';

/**
 * The form types the API stores (`submissions.form_type`): the endpoint names of the shared
 * payload schemas, plus `book-appointment` (booking requests, stored by the booking engine).
 */
export const formTypes: readonly string[] = [...new Set<string>([...payloadFormTypes, 'book-appointment'])];

/**
 * Form types that go to HubSpot when `HUBSPOT_PORTAL_ID` and `HUBSPOT_ACCESS_TOKEN` are set.
 * Lost-card reports and complaints stay in the local inbox by default: they are operational and
 * regulatory matters for the back office, not marketing leads (`DELIVERY_ROUTES` can change
 * that). Bookings belong to the booking provider, SMS requests to the SMS gateway.
 */
export const hubspotFormTypes: readonly string[] = [
  'simple-contact',
  'contact',
  'subscribe',
  'existing-client-contact',
  'extended-contact',
  'affiliate-program',
  'contest-contact',
  'triple-a-contact',
  'amg-contact',
  'report',
  'form-builder',
];

/** Tells whether `value` is a known form type. */
export function isFormType(value: string): boolean {
  return formTypes.includes(value);
}
