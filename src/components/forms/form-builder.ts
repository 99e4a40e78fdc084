/**
 * The form builder (SPEC section 2, "Other"): forms whose fields come from content. The CMS block
 * lists the fields; this module validates that list and turns it into a form definition.
 */
import { z } from 'zod';
import {
  email,
  optionalMultiLineText,
  optionalText,
  phone,
  phoneCode,
  refinePhoneNumber,
  requiredMultiLineText,
  requiredText,
  ticked,
} from '../../forms/fields.ts';
import { limits } from '../../forms/limits.ts';
import { messages } from '../../forms/messages.ts';
import { defaultPhoneValue, type PhoneValue } from '../../lib/countries/phone-countries.ts';
import type { FormBuilderContent, FormBuilderField } from '../../cms/schemas/form-builder-content.ts';
import { getPageFields, type FormDefinition, type FormValues } from './form-definition.ts';

export { formBuilderContentSchema } from '../../cms/schemas/form-builder-content.ts';
export type { FormBuilderContent, FormBuilderField } from '../../cms/schemas/form-builder-content.ts';

/** Form-value key of a phone field's country code. */
export function getPhoneCodeKey(name: string): string {
  return `${name}__country`;
}

function getFieldRule(field: FormBuilderField): z.ZodType {
  const max = limits.formBuilderFieldValue;
  switch (field.kind) {
    case 'text':
      return field.required ? requiredText(max) : optionalText(max);
    case 'textarea':
      return field.required ? requiredMultiLineText(max) : optionalMultiLineText(max);
    case 'checkbox':
      return field.required ? ticked() : z.boolean();
    case 'select': {
      const choice = z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: messages.invalidService,
      });
      return z.string().pipe(field.required ? choice : z.union([z.literal(''), choice]));
    }
    case 'email':
      return field.required
        ? email(messages.invalidEmail)
        : z.union([z.literal(''), email(messages.invalidEmail)], { error: messages.invalidEmail });
    case 'phone':
      return field.required ? phone() : z.union([z.literal(''), phone()], { error: messages.invalidPhone });
  }
}

/** The definition of a built form: rules, defaults and the `/api/form-builder` payload. */
export function createFormBuilderDefinition(content: FormBuilderContent): FormDefinition {
  const shape: Record<string, z.ZodType> = {};
  const defaults: FormValues = {};
  for (const field of content.fields) {
    shape[field.name] = getFieldRule(field);
    defaults[field.name] = field.kind === 'checkbox' ? false : '';
    if (field.kind === 'phone') {
      shape[getPhoneCodeKey(field.name)] = phoneCode();
      defaults[getPhoneCodeKey(field.name)] = { ...defaultPhoneValue };
    }
  }
  // Each phone number must be valid for its own country code (the shared rule, as on the server).
  const schema = content.fields
    .filter((field) => field.kind === 'phone')
    .reduce(
      (refined, field) =>
        refinePhoneNumber(refined, { code: getPhoneCodeKey(field.name), number: field.name }),
      z.object(shape) as z.ZodType<object>,
    ) as unknown as z.ZodType<FormValues, FormValues>;
  return {
    id: `form-builder-${content.formId}`,
    rules: () => Promise.resolve(schema),
    defaultValues: defaults,
    action: 'form_builder',
    toRequest: (values, context) => {
      const fields: Record<string, string | boolean> = {};
      for (const field of content.fields) {
        const value = values[field.name];
        if (field.kind === 'phone' && typeof value === 'string' && value !== '') {
          const country = values[getPhoneCodeKey(field.name)] as PhoneValue;
          fields[field.name] = `+${country.code} ${value.trim()}`;
        } else if (typeof value === 'string' || typeof value === 'boolean') {
          fields[field.name] = value;
        }
      }
      return {
        path: '/api/form-builder',
        body: { formId: content.formId, fields, ...getPageFields(context) },
      };
    },
    // The server names a refused field `fields.{name}`.
    fieldNames: Object.fromEntries(content.fields.map((field) => [`fields.${field.name}`, field.name])),
    success: 'form-builder-success',
    event: 'form_builder_sent',
  };
}
