import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../server/api/verify-signature.ts';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { formTypes } from '../payloads.ts';
import { apiSigningKey, createIdempotencyKey, postForm, postJson } from './api-client.ts';
import { ApiError } from './api-error.ts';

describe('postJson', () => {
  it('sends signed JSON with an idempotency key and gives the checked value', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetch = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ value: { id: '1', reference: 'VEL-ABC' } }), { status: 201 });
    }) as unknown as typeof globalThis.fetch;
    const now = 1_790_000_000_000;
    const value = await postJson(
      '/api/sms',
      { phone: '41 79 123 45 67', locale: 'de' },
      { fetch, now: () => now, idempotencyKey: 'k-1' },
    );
    expect(value).toEqual({ id: '1', reference: 'VEL-ABC' });
    expect(seen?.url).toBe('/api/sms');
    expect(seen?.init.method).toBe('POST');
    expect(seen?.init.body).toBe('{"phone":"41 79 123 45 67","locale":"de"}');
    const headers = seen?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers['X-Timestamp']).toBe(String(now));
    // The server's own check accepts the signature made with the build's key.
    expect(apiSigningKey).toBe('velora-public-signing-key');
    expect(verifySignature(apiSigningKey, headers['X-Timestamp'], headers['X-Signature'], now)).toEqual({
      ok: true,
    });
  });

  it('makes a fresh 128-bit key per attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("postForm: the browser checks a body with the server's payload schema", () => {
  const pageFormIds = {
    contact: 'velora-contact-en',
    subscribe: 'velora-subscribe-en',
    simpleContact: 'velora-simple-contact-en',
    extendedContact: 'velora-extended-contact-en',
  };
  const answering = () => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ value: { id: '1', reference: 'VEL-ABC' } }), { status: 201 });
    }) as unknown as typeof globalThis.fetch;
    return { calls, fetch };
  };

  it.each(formTypes)('sends a valid %s body to its path', async (formType) => {
    const { calls, fetch } = answering();
    const value = await postForm(examplePaths[formType], { ...examplePayloads[formType] }, pageFormIds, {
      fetch,
    });
    expect(value.reference).toBe('VEL-ABC');
    expect(calls).toEqual([examplePaths[formType]]);
  });

  it("refuses a body the server would refuse, with the server's field codes, and sends nothing", async () => {
    const { calls, fetch } = answering();
    const body = { ...examplePayloads.contact, email: 'not-an-address', phone: 'abc', extra: 1 };
    const error = await postForm(examplePaths.contact, body, pageFormIds, { fetch }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ValidationError');
    expect(error.fields).toEqual({ email: 'invalid-email', phone: 'invalid-phone', extra: 'unknown-field' });
    expect(calls).toEqual([]);
  });

  it("tells a subscribe form from a contact form by the page's form ids", async () => {
    const { fetch } = answering();
    const body = { ...examplePayloads.subscribe, message: 'Hello' };
    const error = await postForm(examplePaths.subscribe, body, pageFormIds, { fetch }).catch(
      (caught) => caught,
    );
    expect(error.fields).toEqual({ message: 'unknown-field' });
  });

  it('refuses a path that is no form of this page', async () => {
    await expect(postForm('/api/contact/someone-else', {}, pageFormIds)).rejects.toThrow(
      /not a form endpoint/,
    );
    await expect(postForm('/api/unknown', {}, pageFormIds)).rejects.toThrow(/not a form endpoint/);
  });
});
