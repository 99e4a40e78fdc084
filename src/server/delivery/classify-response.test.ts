import { describe, expect, it } from 'vitest';
import { classifyNetworkError, classifyResponse, parseRetryAfter } from './classify-response.ts';

const answer = (
  status: number,
  extra: Partial<{ retryAfter: string; detail: string; codes: string[] }> = {},
) => ({
  status,
  retryAfter: extra.retryAfter ?? null,
  detail: extra.detail ?? '',
  codes: extra.codes ?? [],
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });
  it('never goes negative, caps at a day, ignores what it cannot read', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('999999999', now)).toBe(86_400_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('classifyResponse', () => {
  it('delivers on 2xx and counts 409 as an earlier delivery', () => {
    expect(classifyResponse('hubspot', answer(200), 1)).toEqual({ kind: 'delivered', status: 200 });
    expect(classifyResponse('hubspot', answer(204), 1)).toEqual({ kind: 'delivered', status: 204 });
    expect(classifyResponse('hubspot', answer(409), 1)).toEqual({
      kind: 'delivered',
      status: 409,
      duplicate: true,
    });
  });
  it('retries 429, 408 and 5xx, honouring Retry-After', () => {
    expect(classifyResponse('hubspot', answer(429, { retryAfter: '2' }), 1)).toMatchObject({
      kind: 'retry',
      status: 429,
      retryAfterMs: 2000,
    });
    expect(classifyResponse('hubspot', answer(503), 1)).toMatchObject({
      kind: 'retry',
      status: 503,
      code: 'http-503',
    });
    expect(classifyResponse('hubspot', answer(503), 1)).not.toHaveProperty('retryAfterMs');
    expect(classifyResponse('hubspot', answer(408), 1).kind).toBe('retry');
  });
  it('holds 401, 403 and 404 as configuration errors with the configured delay', () => {
    for (const status of [401, 403, 404]) {
      expect(classifyResponse('hubspot', answer(status), 900_000)).toMatchObject({
        kind: 'retry',
        configurationError: true,
        retryAfterMs: 900_000,
        reason: expect.stringMatching(/check the hubspot token/),
      });
    }
  });
  it('fails other 4xx for good with the sink detail and codes', () => {
    expect(
      classifyResponse(
        'hubspot',
        answer(400, { detail: 'Invalid email address', codes: ['INVALID_EMAIL'] }),
        1,
      ),
    ).toEqual({
      kind: 'failed',
      status: 400,
      code: 'INVALID_EMAIL',
      reason: 'hubspot answered 400: Invalid email address',
    });
    expect(classifyResponse('sms', answer(422), 1)).toMatchObject({ kind: 'failed', code: 'http-422' });
  });
});

describe('classifyNetworkError', () => {
  it('retries refused connections with their code, and timeouts', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    });
    expect(classifyNetworkError('sms', refused, false)).toMatchObject({
      kind: 'retry',
      code: 'ECONNREFUSED',
    });
    expect(classifyNetworkError('sms', new Error('aborted'), true)).toEqual({
      kind: 'retry',
      code: 'timeout',
      reason: 'sms did not answer in time',
    });
  });
});
