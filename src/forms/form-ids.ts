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

/** The configured form ids, looked up by id: built once, asked on every form request. */
export interface FormIdLookup {
  /** Which kind `formId` belongs to (the first of `formIdKinds` that has it), or undefined. */
  kindOf(formId: string): FormIdKind | undefined;
  /** True when `formId` is one of the ids of `kind`, in any language. */
  has(kind: FormIdKind, formId: string): boolean;
}

export function createFormIdLookup(formIds: FormIds): FormIdLookup {
  const byKind = new Map(formIdKinds.map((kind) => [kind, new Set(Object.values(formIds[kind]))]));
  const kinds = new Map<string, FormIdKind>();
  for (const kind of formIdKinds) {
    for (const formId of byKind.get(kind)!) if (!kinds.has(formId)) kinds.set(formId, kind);
  }
  return {
    kindOf: (formId) => kinds.get(formId),
    has: (kind, formId) => byKind.get(kind)!.has(formId),
  };
}
