import { z } from 'zod';
import { block } from './fields.ts';
import { limits } from '../../forms/limits.ts';
import { formBuilderContentSchema } from './form-builder-content.ts';
import { inlineFormKinds } from './inline-form-kinds.ts';

const identifier = z.string().regex(/^[A-Za-z0-9_-]+$/, 'an id of letters, digits, - or _');

/**
 * The CMS `form` block: places one form in a page body (lost card, report request, Triple A, a
 * built form, ...). `report` names the requested report, `contest` the SheWealth contest, and
 * `form_builder` holds a built form's id and fields.
 */
export const formBlock = block('form', {
  form: z.enum(inlineFormKinds),
  title: z.string().optional(),
  text: z.string().optional(),
  report: identifier.max(limits.report).optional(),
  contest: identifier.max(limits.contest).optional(),
  form_builder: formBuilderContentSchema.optional(),
}).refine((value) => value.form !== 'form-builder' || value.form_builder !== undefined, {
  path: ['form_builder'],
  message: 'a form-builder block needs its form_builder fields',
});

/** One `form` block. */
export type FormBlockData = z.output<typeof formBlock>;
