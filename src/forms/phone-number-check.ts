/**
 * Whether a number in international form (`+41 79 123 45 67`) is a real number, by
 * libphonenumber's metadata: the server's implementation (Node resolves `#phone-number-check` here).
 * The browser build resolves it to `phone-number-check.browser.ts`, which loads the same rules on
 * demand so opening a form does not fetch them (issue 16, goal 4).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** True when `text` (`+`, calling code, national number) is a valid number. */
export function isValidInternationalNumber(text: string): boolean {
  return isValidPhoneNumber(text);
}

/** Resolves once {@link isValidInternationalNumber} can run: at once here, on the server. */
export function preparePhoneNumberCheck(): Promise<void> {
  return Promise.resolve();
}
