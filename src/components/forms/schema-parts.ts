/**
 * Field groups of the browser forms, built from the shared field rules of `src/forms/fields.ts`
 * (the server validates the payloads with the same rules), under the field names of SPEC section 3.
 */
import type { z } from 'zod';
import { email, isValidPhone, phone, phoneCode, requiredText, ticked } from '../../forms/fields.ts';
import { limits } from '../../forms/limits.ts';
import { messages } from '../../forms/messages.ts';
import type { PhoneValue } from '../../lib/countries/phone-countries.ts';
import { joinPhone } from './person-values.ts';

/** First name, last name, e-mail. */
export const personFields = {
  firstName: requiredText(limits.firstName),
  lastName: requiredText(limits.lastName),
  email: email(messages.invalidEmail),
};

/** Country code and number (2 to 32 characters unless told otherwise). */
export function phoneFields(min: number = limits.phoneMin) {
  return { phoneCode: phoneCode(), phone: phone(min) };
}

/** The two confirmations of the contact forms; both must be ticked (SPEC section 5). */
export const confirmationFields = {
  isSwissResidentConfirmed: ticked(),
  isPrivacyPolicyConfirmed: ticked(),
};

/**
 * Adds the phone rules that need both fields: the joined phone (code, space, number) fits the
 * API's 32 characters, and the number is a valid one of the chosen country (libphonenumber).
 * Runs even when other fields are invalid, so every message shows at once.
 */
export function refinePhone<T extends z.ZodType<{ phoneCode: PhoneValue; phone: string }>>(schema: T): T {
  return schema.refine(
    (values) => {
      const { phoneCode: code, phone: number } = values as Partial<{ phoneCode: PhoneValue; phone: string }>;
      if (typeof number !== 'string' || typeof code?.code !== 'string') return true;
      const trimmed = number.trim();
      return joinPhone(code, trimmed).length <= limits.phone && isValidPhone(code.code, trimmed);
    },
    { path: ['phone'], error: messages.invalidPhone, when: () => true },
  ) as unknown as T;
}
