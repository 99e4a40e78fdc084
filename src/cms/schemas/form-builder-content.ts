/**
 * What the CMS holds for a built form (SPEC section 2, "Other": text input, textarea, checkbox,
 * dropdown select, phone field). Only zod and the limits: the CMS schemas import it.
 */
import { z } from 'zod';
import { formBuilderEmailName, formBuilderPhoneName } from '../../forms/form-builder-names.ts';
import { limits } from '../../forms/limits.ts';

/** The field kinds an editor can use. */
export const formBuilderFieldKinds = ['text', 'email', 'textarea', 'checkbox', 'select', 'phone'] as const;

const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a field name of letters, digits, - or _')
  .max(limits.formBuilderFieldName);

/** One field of a built form, as the CMS block holds it. */
export const formBuilderFieldSchema = z.object({
  name: fieldName,
  label: z.string().min(1),
  kind: z.enum(formBuilderFieldKinds),
  required: z.boolean().default(false),
  hint: z.string().optional(),
  /** Choices of a `select`. */
  options: z
    .array(z.object({ value: z.string().min(1).max(limits.formBuilderFieldValue), label: z.string().min(1) }))
    .default([]),
});

/** A built form: its id at the sink, its fields and optional texts. */
export const formBuilderContentSchema = z
  .object({
    formId: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'a form id of letters, digits, - or _')
      .max(limits.formId),
    fields: z.array(formBuilderFieldSchema).min(1).max(limits.formBuilderFields),
    submitLabel: z.string().optional(),
  })
  .refine(
    (content) => new Set(content.fields.map((field) => field.name)).size === content.fields.length,
    'field names must be unique',
  )
  .refine(
    (content) => content.fields.every((field) => field.kind !== 'select' || field.options.length > 0),
    'a select needs options',
  )
  .refine(
    (content) =>
      content.fields.every((field) => (field.kind === 'email') === formBuilderEmailName.test(field.name)),
    'an e-mail field is of kind "email" and its name ends in "email" (the server checks it by name)',
  )
  .refine(
    (content) =>
      content.fields.every((field) => (field.kind === 'phone') === formBuilderPhoneName.test(field.name)),
    'a phone field is of kind "phone" and its name ends in "phone" or "mobile" (the server checks it by name)',
  );

export type FormBuilderField = z.output<typeof formBuilderFieldSchema>;
export type FormBuilderContent = z.output<typeof formBuilderContentSchema>;
