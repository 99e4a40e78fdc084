import { preparePhoneNumberCheck } from '#phone-number-check';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Loads a form's rules: its zod schema, from the module the server imports too. */
export type LoadRules = () => Promise<z.ZodType<FieldValues, FieldValues>>;

function loadZodResolver() {
  return import('@hookform/resolvers/zod').then((module) => module.zodResolver);
}

/**
 * A form resolver that loads, the first time it runs, the form's rules (zod and the schema), the
 * zod resolver and the phone number rules (in the browser libphonenumber loads on demand, see
 * `src/forms/phone-number-check.browser.ts`), then validates with them. A failed load is tried
 * again on the next check.
 */
export function rulesResolver<Values extends FieldValues, Context, Output>(
  loadRules: LoadRules,
): Resolver<Values, Context, Output> {
  let resolver: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadRules(), loadZodResolver(), preparePhoneNumberCheck()]).then(
      ([schema, zodResolver]) => zodResolver(schema) as unknown as Resolver<Values, Context, Output>,
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}

/** Starts loading a form's rules when a visitor reaches for it, so checking and sending wait for nothing. */
export function prepareRules(loadRules: LoadRules): void {
  Promise.all([loadRules(), loadZodResolver(), preparePhoneNumberCheck()]).catch(() => undefined);
}
