/**
 * Payload schemas, one per form: what each form endpoint accepts as its JSON body, with the wire
 * field names of SPEC.md section 7. Unknown fields are rejected (strict objects). The browser
 * forms map their values to these bodies and check them with these schemas before sending
 * (client/api-client.ts `postForm`); the server validates them again with the same schemas.
 * Field-by-field documentation: src/forms/README.md.
 */
import { z } from 'zod';
import {
  dateOfBirth,
  dialCode,
  email,
  identifier,
  isSingleLineText,
  language,
  optionalMultiLineText,
  optionalText,
  phone,
  phoneCode,
  phoneWithDialCode,
  refinePhoneNumber,
  requiredMultiLineText,
  requiredText,
  ticked,
  yes,
  yesNo,
} from './fields.ts';
import { formBuilderEmailName, formBuilderPhoneName } from './form-builder-names.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

const error = messages.invalidField;

/** Human verification fields, accepted on every endpoint (token, action, version). */
export const verificationFields = {
  /** reCAPTCHA token, or the ALTCHA payload when the provider is altcha. */
  rt: z
    .string({ error })
    .max(limits.verificationToken, { error })
    .refine(isSingleLineText, { error })
    .optional(),
  rt_action: z
    .string({ error })
    .max(limits.verificationAction, { error })
    .regex(/^[A-Za-z0-9_/]*$/, { error })
    .optional(),
  rt_version: z.enum(['v2', 'v3'], { error }).optional(),
};

/** Page context, accepted on every endpoint and stored as the submission's meta, not its payload. */
export const pageFields = {
  /** Page address, or the word `undefined` (SPEC section 7). */
  location: optionalText(limits.location),
  /** Page title, or the word `undefined`. */
  title: optionalText(limits.title),
  language: language().optional(),
};

const common = { ...verificationFields, ...pageFields };

const person = {
  firstname: requiredText(limits.firstName),
  lastname: requiredText(limits.lastName),
  email: email(messages.invalidEmail),
};

const swissTaxResident = { i_confirm_i_am_a_swiss_tax_resident_: yesNo() };

/** `/api/sms`: an SMS with the app download link. `phone` holds the dial code plus the number. */
export const smsPayload = z.strictObject({
  phone: phoneWithDialCode(),
  locale: language(),
  ...common,
});

/** `/api/simple-contact`: short contact form. */
export const simpleContactPayload = z.strictObject({
  formId: identifier(limits.formId),
  ...person,
  ...common,
});

const contactFields = {
  ...person,
  phoneCode: phoneCode(),
  phone: phone(),
  /** Sent as the text `existing customer` by existing clients (SPEC section 5). */
  how_did_you_hear_about_us: requiredText(limits.howDidYouHear),
  message: requiredMultiLineText(limits.message),
  ...swissTaxResident,
  ...common,
};

/** `/api/contact/{formId}` (contact form) and `/api/existing-client-contact`. */
export const contactPayload = refinePhoneNumber(z.strictObject(contactFields));

/** `/api/contact/{formId}` with a subscribe form id: the contact fields without the message. */
export const subscribePayload = refinePhoneNumber(z.strictObject(contactFields).omit({ message: true }));

/** `/api/complaint`: field names in camelCase as SPEC section 7 lists them. */
export const complaintPayload = z.strictObject({
  firstName: requiredText(limits.firstName),
  lastName: requiredText(limits.lastName),
  address: requiredText(limits.address),
  email: email(messages.invalidEmail),
  postalCode: requiredText(limits.postalCode),
  city: requiredText(limits.city),
  /** Dial code plus number, 4 to 32 characters. */
  phone: phoneWithDialCode(limits.complaintPhoneMin),
  /** Subject chosen from a list. */
  service: requiredText(limits.service, messages.invalidService),
  company: optionalText(limits.company),
  message: requiredMultiLineText(limits.message),
  ...common,
});

/** `/api/extended-contact`: for Swiss tax residents only, so the confirmation must be `yes`. */
export const extendedContactPayload = refinePhoneNumber(
  z.strictObject({
    formId: identifier(limits.formId),
    ...person,
    phoneCode: dialCode(),
    phone: phone(),
    i_confirm_i_am_a_swiss_tax_resident_: yes(),
    ...common,
  }),
);

/** `/api/affiliate-program`: partner contact, the contact fields without message and how-did-you-hear. */
export const affiliateProgramPayload = refinePhoneNumber(
  z.strictObject(contactFields).omit({ message: true, how_did_you_hear_about_us: true }),
);

/** `/api/contest-contact`: entry to a contest or giveaway. */
export const contestContactPayload = refinePhoneNumber(
  z.strictObject({
    ...person,
    /** Which contest (CMS id). */
    contest: identifier(limits.contest),
    phoneCode: phoneCode().optional(),
    phone: phone().optional(),
    /** Answer to the contest question, when there is one. */
    answer: optionalMultiLineText(limits.message),
    /** Contest terms and conditions accepted. */
    terms_accepted: ticked(),
    ...swissTaxResident,
    ...common,
  }),
);

/** `/api/triple-a-contact`: request for the Triple A (wealth) offer. */
export const tripleAContactPayload = refinePhoneNumber(
  z.strictObject({
    ...person,
    phoneCode: phoneCode(),
    phone: phone(),
    message: optionalMultiLineText(limits.message),
    ...swissTaxResident,
    ...common,
  }),
);

/** `/api/amg-contact`: asset-management contact, possibly on behalf of a company. */
export const amgContactPayload = refinePhoneNumber(
  z.strictObject({
    ...person,
    phoneCode: phoneCode(),
    phone: phone(),
    company: optionalText(limits.company),
    message: optionalMultiLineText(limits.message),
    ...swissTaxResident,
    ...common,
  }),
);

/** `/api/lost-card`: a lost or stolen card; the bank calls back to confirm identity. */
export const lostCardPayload = refinePhoneNumber(
  z.strictObject({
    firstname: requiredText(limits.firstName),
    lastname: requiredText(limits.lastName),
    phoneCode: phoneCode(),
    phone: phone(),
    /** DD.MM.YYYY. */
    date_of_birth: dateOfBirth(),
    /** Last four digits of the card, when known. */
    card_last_digits: z
      .string({ error })
      .regex(/^\d{4}$/, { error })
      .optional(),
    /** The visitor confirms the card is to be blocked (blocking cannot be undone). */
    block_card_confirmed: ticked(),
    ...common,
  }),
);

/** `/api/report`: request for a financial report, sent by e-mail. */
export const reportPayload = z.strictObject({
  /** Report id (CMS). */
  report: identifier(limits.report),
  ...person,
  ...common,
});

const formBuilderValue = z.union(
  [
    // The server cannot tell a built form's one-line fields from its text areas: line breaks pass.
    optionalMultiLineText(limits.formBuilderFieldValue).unwrap(),
    z.boolean({ error }),
  ],
  {
    error,
  },
);

const formBuilderEmail = email(messages.invalidEmail);
const formBuilderPhone = phoneWithDialCode();

/** The shared e-mail and phone rules on the built form's fields named so (form-builder-names.ts). */
function checkFormBuilderFields(record: Record<string, string | boolean>, context: z.core.$RefinementCtx) {
  for (const [name, value] of Object.entries(record)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const rule = formBuilderEmailName.test(name)
      ? { schema: formBuilderEmail, code: messages.invalidEmail, text: value }
      : formBuilderPhoneName.test(name)
        ? { schema: formBuilderPhone, code: messages.invalidPhone, text: value.trim().replace(/^\+/, '') }
        : undefined;
    if (rule && !rule.schema.safeParse(rule.text).success)
      context.addIssue({ code: 'custom', path: [name], message: rule.code });
  }
}

/**
 * `/api/form-builder`: a form composed in the CMS; `fields` maps field name to text or checkbox.
 * E-mail and phone fields (by name) pass the same rules as every other form's.
 */
export const formBuilderPayload = z.strictObject({
  formId: identifier(limits.formId),
  fields: z
    .record(identifier(limits.formBuilderFieldName), formBuilderValue, { error })
    .refine((record) => Object.keys(record).length <= limits.formBuilderFields, { error })
    .superRefine(checkFormBuilderFields),
  ...common,
});

/** The stored form types, one per endpoint (`subscribe` shares `/api/contact/{formId}`). */
export const formTypes = [
  'sms',
  'simple-contact',
  'contact',
  'subscribe',
  'existing-client-contact',
  'complaint',
  'extended-contact',
  'affiliate-program',
  'contest-contact',
  'triple-a-contact',
  'amg-contact',
  'lost-card',
  'report',
  'form-builder',
] as const;
export type FormType = (typeof formTypes)[number];

/** Payload schema of each form type. */
export const payloadSchemas = {
  sms: smsPayload,
  'simple-contact': simpleContactPayload,
  contact: contactPayload,
  subscribe: subscribePayload,
  'existing-client-contact': contactPayload,
  complaint: complaintPayload,
  'extended-contact': extendedContactPayload,
  'affiliate-program': affiliateProgramPayload,
  'contest-contact': contestContactPayload,
  'triple-a-contact': tripleAContactPayload,
  'amg-contact': amgContactPayload,
  'lost-card': lostCardPayload,
  report: reportPayload,
  'form-builder': formBuilderPayload,
} as const satisfies Record<FormType, z.ZodType>;
