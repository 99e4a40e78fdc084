/**
 * Which form each API path takes (SPEC section 7), shared by the server's router and the browser's
 * check before sending, so both validate a body with the same payload schema.
 */
import type { FormIdKind } from './form-ids.ts';
import type { FormType } from './payloads.ts';

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

/** `/api/contact/{formId}`: a contact or a subscribe form, by the kind of its form id. */
export const contactPathPrefix = '/api/contact/';

/** A form path resolved: its form type (and the form id of a contact path), or an unknown form id. */
export type FormEndpoint = { formType: FormType; formId?: string } | { unknownFormId: string };

/**
 * The form a path posts to, or undefined when it is no form path. `kindOf` tells which configured
 * form a form id belongs to (the server knows every language's ids, a page its own).
 */
export function findFormEndpoint(
  path: string,
  kindOf: (formId: string) => FormIdKind | undefined,
): FormEndpoint | undefined {
  const formType = formPaths[path];
  if (formType) return { formType };
  if (!path.startsWith(contactPathPrefix)) return undefined;
  const formId = path.slice(contactPathPrefix.length);
  const kind = kindOf(formId);
  if (kind === 'contact' || kind === 'subscribe') return { formType: kind, formId };
  return { unknownFormId: formId };
}
