/**
 * What the CMS holds for a built form (SPEC section 2, "Other": text input, textarea, checkbox,
 * dropdown select, phone field). Only zod and the limits: the CMS schemas import it.
 */
import { z } from 'zod';
import { limits } from '../../forms/limits.ts';

/** The field kinds an editor can use. */
export const formBuilderFieldKinds = ['text', 'textarea', 'checkbox', 'select', 'phone'] as const;

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
  );

export type FormBuilderField = z.output<typeof formBuilderFieldSchema>;
export type FormBuilderContent = z.output<typeof formBuilderContentSchema>;
