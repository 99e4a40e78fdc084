/**
 * The browser's `#phone-number-check` (see `phone-number-check.ts`): libphonenumber's rules and
 * metadata (about 26 KB compressed) load when a visitor reaches for a form or validates one, not
 * when the form opens. A form's resolver awaits {@link preparePhoneNumberCheck} before it runs the
 * shared schema, so every check sees the rules loaded.
 */
type Check = (text: string) => boolean;

let check: Check | undefined;
let loading: Promise<void> | undefined;

/** Loads the rules (once; a failed load is tried again on the next call). */
export function preparePhoneNumberCheck(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(
    (module) => {
      check = module.isValidPhoneNumber;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** True when `text` (`+`, calling code, national number) is a valid number; the rules must be loaded. */
export function isValidInternationalNumber(text: string): boolean {
  if (!check)
    throw new Error('The phone number rules are not loaded: await preparePhoneNumberCheck() first.');
  return check(text);
}
