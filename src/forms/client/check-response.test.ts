import { describe, expect, it } from 'vitest';
import { ApiError, isAbortError } from './api-error.ts';
import { checkResponse } from './check-response.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('checkResponse', () => {
  it('gives the value of an ok answer', async () => {
    await expect(checkResponse(json(201, { value: { id: 'a', reference: 'VEL-1' } }))).resolves.toEqual({
      id: 'a',
      reference: 'VEL-1',
    });
  });

  it('throws an error named after errorName, with the field messages', async () => {
    const error = await checkResponse(
      json(400, {
        errorName: 'ValidationError',
        message: 'Invalid fields: email.',
        fields: { email: 'invalid-email', n: 3 },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ValidationError',
      message: 'Invalid fields: email.',
      status: 400,
      fields: { email: 'invalid-email' },
    });
  });

  it.each(['RecaptchaNotEnoughScoresError', 'RecaptchaError', 'InternalError', 'TooManyRequests'])(
    'names the error %s',
    async (errorName) => {
      await expect(checkResponse(json(403, { errorName, message: 'no' }))).rejects.toMatchObject({
        name: errorName,
      });
    },
  );

  it('names an answer without a JSON body HttpError', async () => {
    await expect(checkResponse(new Response('<h1>Bad gateway</h1>', { status: 502 }))).rejects.toMatchObject({
      name: 'HttpError',
      status: 502,
    });
  });

  it('refuses an ok answer without a value', async () => {
    await expect(checkResponse(json(200, { ok: true }))).rejects.toMatchObject({ name: 'InvalidResponse' });
  });

  it('recognises aborted requests', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError('InternalError', 'x', 500))).toBe(false);
  });
});
