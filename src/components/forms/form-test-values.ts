/** Values shared by the form definition tests: a page context and what a visitor types. */
import { defaultFormIds } from '../../forms/form-ids.ts';
import type { FormContext, FormDefinition } from './form-definition.ts';

export const context: FormContext = {
  lang: 'de',
  formIds: {
    contact: defaultFormIds.contact.de,
    subscribe: defaultFormIds.subscribe.de,
    simpleContact: defaultFormIds.simpleContact.de,
    extendedContact: defaultFormIds.extendedContact.de,
  },
  location: 'https://www.velora.ch/de/contact',
  title: 'Kontakt | Velora',
  content: undefined,
};

export const person = { firstName: ' Anna ', lastName: 'Muster', email: 'anna@example.ch' };
export const phone = { phoneCode: { alphaCode: 'DE', code: '49' }, phone: '170 1234567' };
export const confirmations = { isSwissResidentConfirmed: true, isPrivacyPolicyConfirmed: true };

/**
 * Loads the rules of `definitions` (as a form does when first touched), so checks can then be
 * written synchronously: gives each definition's schema.
 */
export async function loadRulesOf(
  definitions: readonly FormDefinition[],
): Promise<(definition: FormDefinition) => Awaited<ReturnType<FormDefinition['rules']>>> {
  const loaded = new Map(
    await Promise.all(definitions.map(async (entry) => [entry, await entry.rules()] as const)),
  );
  return (definition) => {
    const schema = loaded.get(definition);
    if (!schema) throw new Error(`The rules of ${definition.id} were not loaded.`);
    return schema;
  };
}
