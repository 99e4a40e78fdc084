/** Values of the person and phone fields the browser forms need without their rules (no zod). */
import { defaultPhoneValue, type PhoneValue } from '../../lib/countries/phone-countries.ts';

/** Defaults of the person and phone fields: empty text, Switzerland +41 (SPEC section 3). */
export function personDefaults(): {
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: PhoneValue;
  phone: string;
} {
  return { firstName: '', lastName: '', email: '', phoneCode: { ...defaultPhoneValue }, phone: '' };
}

/** A phone sent as one text, dial code then number ("41 79 123 45 67"), as the SMS and complaint APIs take it. */
export function joinPhone(value: PhoneValue, number: string): string {
  return `${value.code} ${number.trim()}`;
}
