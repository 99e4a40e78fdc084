/** The rules (zod schemas) of the advice forms, loaded when a visitor first touches one (see `advice-forms.ts`). */
import { z } from 'zod';
import { optionalMultiLineText, optionalText, ticked } from '../../forms/fields.ts';
import { limits } from '../../forms/limits.ts';
import { confirmationFields, personFields, phoneFields, refinePhone } from './schema-parts.ts';

export const amgSchema = refinePhone(
  z.object({
    ...personFields,
    ...phoneFields(),
    company: optionalText(limits.company),
    message: optionalMultiLineText(limits.message),
    ...confirmationFields,
  }),
);

export const tripleASchema = refinePhone(
  z.object({
    ...personFields,
    ...phoneFields(),
    message: optionalMultiLineText(limits.message),
    ...confirmationFields,
  }),
);

export const shewealthSchema = refinePhone(
  z.object({
    ...personFields,
    ...phoneFields(),
    isSwissResidentConfirmed: ticked(),
    isTermsAccepted: ticked(),
  }),
);
