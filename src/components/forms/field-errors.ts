import type { ModalStringKey } from '../modals/modal-data.ts';

/** The kinds of field a message is shown under; a checkbox or a choice reads better with its own wording. */
export type FieldKind = 'text' | 'email' | 'phone' | 'checkbox' | 'select' | 'date' | 'digits';

/**
 * Server refusals that are not typing mistakes (src/server/abuse): a phone the SMS may not go to,
 * a number or person over its limit. Their own wording, whatever the field's kind.
 */
const limitKeys: Readonly<Record<string, ModalStringKey>> = {
  'sms-country': 'error.sms-country',
  'sms-not-mobile': 'error.sms-not-mobile',
  'sms-limit': 'error.sms-limit',
  'booking-limit': 'error.booking-limit',
};

/**
 * The string key of a field's rule message (SPEC section 8 codes: invalid-field, invalid-email,
 * invalid-phone, invalid-service, invalid-timeslot; and our invalid-characters), worded as an
 * instruction for the field's kind.
 * Unknown codes (a generic schema default) fall back to the kind's message.
 */
export function getFieldErrorKey(code: string | undefined, kind: FieldKind): ModalStringKey {
  const normalised = code === 'invalid_phone' ? 'invalid-phone' : code;
  const limit = normalised === undefined ? undefined : limitKeys[normalised];
  if (limit) return limit;
  if (kind === 'checkbox') return 'error.required-checkbox';
  if (kind === 'select' || normalised === 'invalid-service') return 'error.invalid-service';
  if (normalised === 'invalid-timeslot') return 'error.invalid-timeslot';
  if (normalised === 'invalid-characters') return 'error.invalid-characters';
  if (kind === 'email' || normalised === 'invalid-email') return 'error.invalid-email';
  if (kind === 'phone' || normalised === 'invalid-phone') return 'error.invalid-phone';
  if (kind === 'date') return 'error.invalid-date';
  if (kind === 'digits') return 'error.invalid-card-digits';
  return 'error.invalid-field';
}

/**
 * The form fields a server `ValidationError` names (SPEC section 7: `fields` keyed by wire name),
 * translated back to form field names; wire names the form does not show (a form id, say) are left
 * out, so the caller can tell whether the visitor can fix the problem.
 */
export function mapServerFieldErrors(
  fields: Readonly<Record<string, string>>,
  fieldNames: Readonly<Record<string, string>>,
  formFields: ReadonlySet<string>,
): [field: string, code: string][] {
  const mapped: [string, string][] = [];
  for (const [wireName, code] of Object.entries(fields)) {
    const name = fieldNames[wireName] ?? wireName;
    if (formFields.has(name) && !mapped.some(([field]) => field === name)) mapped.push([name, code]);
  }
  return mapped;
}
