import { describe, expect, it } from 'vitest';
import { createFormIdLookup, defaultFormIds, formIdKinds, type FormIds } from './form-ids.ts';

describe('createFormIdLookup', () => {
  const lookup = createFormIdLookup(defaultFormIds);

  it('finds the kind of every configured id, in every language', () => {
    for (const kind of formIdKinds) {
      for (const formId of Object.values(defaultFormIds[kind])) {
        expect(lookup.kindOf(formId)).toBe(kind);
        expect(lookup.has(kind, formId)).toBe(true);
      }
    }
  });

  it('knows no other id, nor an id under another kind', () => {
    expect(lookup.kindOf('velora-contact-es')).toBeUndefined();
    expect(lookup.kindOf('')).toBeUndefined();
    expect(lookup.kindOf('toString')).toBeUndefined();
    expect(lookup.has('simpleContact', defaultFormIds.contact.en)).toBe(false);
    expect(lookup.has('contact', 'velora-contact-xx')).toBe(false);
  });

  it('gives an id configured for two kinds the first kind, and counts it for both', () => {
    const shared: FormIds = {
      ...defaultFormIds,
      subscribe: { ...defaultFormIds.subscribe, de: defaultFormIds.contact.de },
    };
    const both = createFormIdLookup(shared);
    expect(both.kindOf(defaultFormIds.contact.de)).toBe('contact');
    expect(both.has('subscribe', defaultFormIds.contact.de)).toBe(true);
    expect(both.kindOf(defaultFormIds.subscribe.de)).toBeUndefined();
  });
});
