import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createAltchaVerifier } from './altcha.ts';
import { createUsedTokens } from './used-tokens.ts';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Solves a challenge the way the browser widget does and returns the `rt` payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('no solution');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('ALTCHA verification', () => {
  let db: Db;
  let t: TestApi;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
    t = createTestApi({
      db,
      env: { HUMAN_VERIFICATION: 'altcha', ALTCHA_MAX_NUMBER: '2000', RATE_LIMIT_MAX: '0' },
    });
  });
  afterAll(() => db.close());

  const challenge = async () => {
    const response = await t.send({ method: 'GET', path: '/api/verification/challenge' });
    expect(response.status).toBe(200);
    expect(response.headers['Cache-Control']).toBe('no-store');
    return response.json as unknown as Challenge;
  };
  const submit = (rt: string | undefined) =>
    t.send({ path: examplePaths.contact, body: { ...examplePayloads.contact, rt, rt_version: undefined } });

  it('hands out a signed challenge that expires', async () => {
    const value = await challenge();
    expect(value).toMatchObject({ algorithm: 'SHA-256', signature: expect.any(String), maxnumber: 2000 });
    expect(value.salt).toMatch(/expires=\d+/);
  });

  it('accepts a solved challenge once', async () => {
    const rt = await solve(await challenge());
    expect((await submit(rt)).status).toBe(201);
    const replay = await submit(rt);
    expect(replay.status).toBe(403);
    expect(replay.json['errorName']).toBe('VerificationError');
  });

  it('refuses a missing, malformed or wrong solution', async () => {
    const value = await challenge();
    const wrong = Buffer.from(JSON.stringify({ ...value, number: -1 })).toString('base64');
    for (const rt of [undefined, '', 'not-base64-json', wrong]) {
      const response = await submit(rt);
      expect(response.status).toBe(403);
      expect(response.json['errorName']).toBe('VerificationError');
    }
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createAltchaVerifier({
      hmacKey: 'other-key',
      maxNumber: 2000,
      expiresSeconds: 600,
      usedTokens: createUsedTokens(db),
    });
    const rt = await solve((await other.createChallenge!()) as Challenge);
    expect((await submit(rt)).status).toBe(403);
  });

  it('refuses an expired challenge', async () => {
    const past = createAltchaVerifier({
      hmacKey: 'test-altcha-key',
      maxNumber: 2000,
      expiresSeconds: 600,
      usedTokens: createUsedTokens(db),
      now: () => Date.now() - 3_600_000,
    });
    const rt = await solve((await past.createChallenge!()) as Challenge);
    expect((await submit(rt)).status).toBe(403);
  });

  it('has no challenge endpoint when the provider is not altcha', async () => {
    const off = createTestApi({ db });
    expect((await off.send({ method: 'GET', path: '/api/verification/challenge' })).status).toBe(404);
  });
});
