/** The rules (zod schemas) of the service forms, loaded when a visitor first touches one (see `service-forms.ts`). */
import { z } from 'zod';
import {
  dateOfBirth,
  optionalText,
  requiredMultiLineText,
  requiredText,
  ticked,
} from '../../forms/fields.ts';
import { limits } from '../../forms/limits.ts';
import { messages } from '../../forms/messages.ts';
import { complaintSubjects } from './complaint-subjects.ts';
import { personFields, phoneFields, refinePhone } from './schema-parts.ts';

export const complaintSchema = refinePhone(
  z.object({
    firstName: requiredText(limits.firstName),
    lastName: requiredText(limits.lastName),
    address: requiredText(limits.address),
    email: personFields.email,
    postalCode: requiredText(limits.postalCode),
    city: requiredText(limits.city),
    ...phoneFields(limits.complaintPhoneMin),
    service: z
      .string({ error: messages.invalidService })
      .pipe(z.enum(complaintSubjects, { error: messages.invalidService })),
    company: optionalText(limits.company),
    message: requiredMultiLineText(limits.message),
    isTermsAccepted: ticked(),
  }),
);

export const smsSchema = refinePhone(z.object(phoneFields()));

export const lostCardSchema = refinePhone(
  z.object({
    firstName: personFields.firstName,
    lastName: personFields.lastName,
    ...phoneFields(),
    dateOfBirth: dateOfBirth(),
    cardLastDigits: z
      .string({ error: messages.invalidField })
      .trim()
      .regex(/^(\d{4})?$/, { error: messages.invalidField }),
    isBlockConfirmed: ticked(),
  }),
);

export const reportSchema = z.object({ ...personFields, isPrivacyPolicyConfirmed: ticked() });
