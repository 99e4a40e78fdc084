import { describe, expect, it } from 'vitest';
import { ApiError, payloadTooLarge, validationError } from './api-error.ts';

describe('ApiError', () => {
  it('carries the answer, and no stack trace: a refusal is not a fault to trace', () => {
    const error = new ApiError(401, 'InvalidSignature', 'The signature does not match.', {
      headers: { 'Retry-After': '1' },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      statusCode: 401,
      errorName: 'InvalidSignature',
      message: 'The signature does not match.',
      headers: { 'Retry-After': '1' },
    });
    expect(error.stack).not.toMatch(/\n\s+at /);
  });

  it('writes its answer body once, with the fields when it has them', () => {
    const plain = new ApiError(401, 'InvalidSignature', 'X-Signature does not match X-Timestamp.');
    expect(JSON.parse(plain.bodyText)).toEqual({
      errorName: 'InvalidSignature',
      message: 'X-Signature does not match X-Timestamp.',
    });
    expect(plain.bodyText).toBe(plain.bodyText);
    const invalid = validationError({ email: 'invalid-email', phone: 'invalid-phone' });
    expect(JSON.parse(invalid.bodyText)).toEqual({
      errorName: 'ValidationError',
      message: 'Invalid fields: email, phone.',
      fields: { email: 'invalid-email', phone: 'invalid-phone' },
    });
    expect(new ApiError(403, 'ForbiddenOrigin', 'No.').headers).toEqual({});
  });

  it('leaves the stack traces of every other error as they were', () => {
    const limit = Error.stackTraceLimit;
    payloadTooLarge(16_384);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
