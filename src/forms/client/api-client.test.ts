import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../server/api/verify-signature.ts';
import { apiSigningKey, createIdempotencyKey, postJson } from './api-client.ts';

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
