import type { z } from 'zod';
import type { FormIdKind } from '../../forms/form-ids.ts';
import { limits } from '../../forms/limits.ts';
import type { Language } from '../../i18n/languages.ts';
import type { ModalName } from '../modals/modal-names.ts';
import type { ModalContent } from '../modals/modal-store.ts';

/** What a form knows about where it is shown when it builds its request. */
export interface FormContext {
  lang: Language;
  formIds: Readonly<Record<FormIdKind, string>>;
  /** The page address (`location.href`). */
  location: string;
  /** The page title (`document.title`). */
  title: string;
  /** Content passed when the modal opened, or the CMS block of an inline form. */
  content: ModalContent | undefined;
}

/** The API call a submission becomes (SPEC section 7), before the verification fields are added. */
export interface FormRequest {
  path: string;
  body: Record<string, unknown>;
}

/** Values a form holds: what the visitor typed, ticked and chose. */
export type FormValues = Record<string, unknown>;

/** What a form may hold before it is valid: a box that must be ticked starts unticked. */
export type FormDefaults<T> = { [K in keyof T]: T[K] extends true ? boolean : T[K] };

/**
 * One form: its shared validation rules (loaded on demand), defaults, the mapping of its values to the API payload,
 * the success modal and the analytics event of a success.
 */
export interface FormDefinition<
  Schema extends z.ZodType<FormValues, FormValues> = z.ZodType<FormValues, FormValues>,
> {
  /** Stable name, used in analytics and in field ids. */
  id: string;
  /** The shared validation rules, loaded on demand (zod stays out of the form's first load). */
  rules: () => Promise<Schema>;
  defaultValues: FormDefaults<z.input<Schema>>;
  /** `rt_action` of the human verification. */
  action: string;
  toRequest: (values: z.output<Schema>, context: FormContext) => FormRequest;
  /** Wire names of a `ValidationError` mapped back to form field names (when they differ). */
  fieldNames: Readonly<Record<string, string>>;
  success: ModalName;
  /** Analytics event pushed after a success. */
  event: string;
}

/** Page context of a request, cut to the API's limits. */
export function getPageFields(context: FormContext): { location: string; title: string; language: Language } {
  return {
    location: context.location.slice(0, limits.location),
    title: context.title.slice(0, limits.title),
    language: context.lang,
  };
}

/** A text answer from modal or block content, when it is one. */
export function readContentText(content: ModalContent | undefined, key: string): string | undefined {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Wire names shared by the contact-like payloads. */
export const personFieldNames: Readonly<Record<string, string>> = Object.freeze({
  firstname: 'firstName',
  lastname: 'lastName',
  how_did_you_hear_about_us: 'howDidYouHear',
  i_confirm_i_am_a_swiss_tax_resident_: 'isSwissResidentConfirmed',
  date_of_birth: 'dateOfBirth',
  card_last_digits: 'cardLastDigits',
  block_card_confirmed: 'isBlockConfirmed',
  terms_accepted: 'isTermsAccepted',
});
