import { describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../forms/payloads.ts';
import { createFormBuilderDefinition, formBuilderContentSchema, getPhoneCodeKey } from './form-builder.ts';

const content = formBuilderContentSchema.parse({
  formId: 'event-signup-2026',
  fields: [
    { name: 'company', label: 'Company', kind: 'text', required: true },
    { name: 'questions', label: 'Questions', kind: 'textarea' },
    { name: 'newsletter', label: 'Newsletter', kind: 'checkbox' },
    { name: 'consent', label: 'I agree', kind: 'checkbox', required: true },
    {
      name: 'session',
      label: 'Session',
      kind: 'select',
      required: true,
      options: [
        { value: 'morning', label: 'Morning' },
        { value: 'evening', label: 'Evening' },
      ],
    },
    { name: 'mobile', label: 'Mobile', kind: 'phone', required: true },
  ],
});

describe('form builder', () => {
  const definition = createFormBuilderDefinition(content);

  it('defaults each kind: empty text, unticked boxes, no choice, CH +41', () => {
    expect(definition.defaultValues).toEqual({
      company: '',
      questions: '',
      newsletter: false,
      consent: false,
      session: '',
      mobile: '',
      [getPhoneCodeKey('mobile')]: { alphaCode: 'CH', code: '41' },
    });
  });

  it('reports each required field with its rule', async () => {
    const schema = await definition.rules();
    const result = schema.safeParse(definition.defaultValues);
    const paths = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(paths).toEqual({
      company: 'invalid-field',
      consent: 'invalid-field',
      session: 'invalid-service',
      mobile: 'invalid-phone',
    });
  });

  it('sends every field by name, the phone with its dial code, accepted by the server schema', async () => {
    const schema = await definition.rules();
    const values = schema.parse({
      ...definition.defaultValues,
      company: ' Muster AG ',
      consent: true,
      session: 'evening',
      mobile: '312 345 6789',
      [getPhoneCodeKey('mobile')]: { alphaCode: 'IT', code: '39' },
    });
    const request = definition.toRequest(values, {
      lang: 'fr',
      formIds: { contact: 'a', subscribe: 'b', simpleContact: 'c', extendedContact: 'd' },
      location: 'https://www.velora.ch/fr/lp/event',
      title: 'Event',
      content: undefined,
    });
    expect(request.path).toBe('/api/form-builder');
    expect(request.body['fields']).toEqual({
      company: 'Muster AG',
      questions: '',
      newsletter: false,
      consent: true,
      session: 'evening',
      mobile: '+39 312 345 6789',
    });
    expect(
      payloadSchemas['form-builder'].safeParse({ ...request.body, rt: 'x', rt_action: 'form_builder' })
        .success,
    ).toBe(true);
  });

  it('refuses content with repeated names or a select without options', () => {
    const field = { name: 'a', label: 'A', kind: 'text' };
    expect(formBuilderContentSchema.safeParse({ formId: 'f', fields: [field, field] }).success).toBe(false);
    expect(
      formBuilderContentSchema.safeParse({ formId: 'f', fields: [{ name: 's', label: 'S', kind: 'select' }] })
        .success,
    ).toBe(false);
  });
});
