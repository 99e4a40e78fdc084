/**
 * Form ids per language (SPEC.md section 7: "Form ids are per language"). A form id names the
 * form at the delivery sink (a HubSpot form GUID in production). The server only accepts the ids
 * configured here or through `FORM_IDS`, so a visitor cannot post into an arbitrary sink form.
 */
import type { Language } from '../i18n/languages.ts';

/** The forms that carry a form id. `subscribe` and `contact` both post to `/api/contact/{formId}`. */
export const formIdKinds = ['contact', 'subscribe', 'simpleContact', 'extendedContact'] as const;
export type FormIdKind = (typeof formIdKinds)[number];

export type FormIds = Readonly<Record<FormIdKind, Readonly<Record<Language, string>>>>;

function perLanguage(prefix: string): Record<Language, string> {
  return { en: `${prefix}-en`, de: `${prefix}-de`, fr: `${prefix}-fr`, it: `${prefix}-it` };
}

/** Defaults for development and tests; production sets `FORM_IDS` (see src/server/config.ts). */
export const defaultFormIds: FormIds = Object.freeze({
  contact: Object.freeze(perLanguage('velora-contact')),
  subscribe: Object.freeze(perLanguage('velora-subscribe')),
  simpleContact: Object.freeze(perLanguage('velora-simple-contact')),
  extendedContact: Object.freeze(perLanguage('velora-extended-contact')),
});

/** Which kind a form id belongs to, or undefined when it is not configured. */
export function findFormIdKind(formIds: FormIds, formId: string): FormIdKind | undefined {
  for (const kind of formIdKinds) {
    if (Object.values(formIds[kind]).includes(formId)) return kind;
  }
  return undefined;
}
