import { preparePhoneNumberCheck } from '#phone-number-check';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that first makes sure the phone number rules are loaded (in the browser they load
 * on demand, see `src/forms/phone-number-check.browser.ts`), then validates as `resolver` does.
 */
export function withPhoneRules<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    await preparePhoneNumberCheck();
    return resolver(values, context, options);
  };
}

/** Starts loading the phone number rules when a visitor reaches for a form, so sending waits for nothing. */
export function preparePhoneRules(): void {
  preparePhoneNumberCheck().catch(() => undefined);
}
