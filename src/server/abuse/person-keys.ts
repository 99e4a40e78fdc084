import { quotaKey } from './quota.ts';
import { parseRecipient } from './sms-policy.ts';

/** Who holds an appointment, as keys that count them without naming them. */
export interface HolderKeys {
  emailKey: string;
  phoneKey: string;
}

/**
 * The e-mail address as one person: trimmed and lower case. Plus-addressing (`anna+1@...`) is
 * kept as it is: those are different mailboxes to the mail server, and stripping them would
 * refuse honest people sharing a provider's conventions we cannot know.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The phone number in E.164 (`+41791234567`), from the dial code and the national number as the
 * booking form sends them; a trunk zero after the dial code is dropped. A number the metadata
 * does not know keeps its digits (`+` dial code and number), so it still counts as one person.
 */
export function normalisePhone(dialCode: string, phone: string): string {
  const parsed = parseRecipient(`${dialCode} ${phone}`);
  if (parsed?.isValid()) return parsed.number;
  return `+${dialCode}${phone.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** The keys stored with an appointment (SHA-256 of the normalised values). */
export function getHolderKeys(email: string, dialCode: string, phone: string): HolderKeys {
  return {
    emailKey: quotaKey('booking-email', normaliseEmail(email)),
    phoneKey: quotaKey('booking-phone', normalisePhone(dialCode, phone)),
  };
}
