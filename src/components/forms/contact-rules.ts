/** The rules (zod schemas) of the contact forms, loaded when a visitor first touches one (see `contact-forms.ts`). */
import { z } from 'zod';
import { optionalText, requiredMultiLineText, requiredText } from '../../forms/fields.ts';
import { limits } from '../../forms/limits.ts';
import { messages } from '../../forms/messages.ts';
import { confirmationFields, personFields, phoneFields, refinePhone } from './schema-parts.ts';

export const contactUsSchema = refinePhone(
  z
    .object({
      isCustomer: z.boolean(),
      ...personFields,
      ...phoneFields(),
      // Disabled (so absent) for existing clients; required for everyone else by the rule below.
      howDidYouHear: optionalText(limits.howDidYouHear),
      message: requiredMultiLineText(limits.message),
      ...confirmationFields,
    })
    .refine(
      (values) =>
        values.isCustomer === true ||
        (typeof values.howDidYouHear === 'string' && values.howDidYouHear.trim() !== ''),
      {
        path: ['howDidYouHear'],
        error: messages.invalidField,
        when: () => true,
      },
    ),
);

export const subscribeSchema = refinePhone(
  z.object({
    ...personFields,
    ...phoneFields(),
    howDidYouHear: requiredText(limits.howDidYouHear),
    ...confirmationFields,
  }),
);

export const simpleContactSchema = z.object({ ...personFields, ...confirmationFields });

export const partnerSchema = refinePhone(
  z.object({ ...personFields, ...phoneFields(), ...confirmationFields }),
);
