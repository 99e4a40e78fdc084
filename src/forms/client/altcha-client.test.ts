import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { getAltchaPayload, solveAltchaChallenge, type AltchaChallenge } from './altcha-client.ts';

const hmacKey = 'test-altcha-key';

describe('ALTCHA client', () => {
  it('solves a challenge of the server library and builds a payload it verifies', async () => {
    const challenge = (await createChallenge({
      hmacKey,
      maxNumber: 5000,
      expires: new Date(Date.now() + 60_000),
    })) as AltchaChallenge;
    const fetch = (async () =>
      new Response(JSON.stringify(challenge), { status: 200 })) as unknown as typeof globalThis.fetch;
    const payload = await getAltchaPayload({ fetch });
    await expect(verifySolution(payload, hmacKey, true)).resolves.toBe(true);
    const decoded = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect(decoded).toMatchObject({
      challenge: challenge.challenge,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('gives undefined when no number fits and stops when aborted', async () => {
    const challenge: AltchaChallenge = {
      algorithm: 'SHA-256',
      challenge: 'f'.repeat(64),
      maxnumber: 50,
      salt: 's?x=1&',
      signature: '',
    };
    await expect(solveAltchaChallenge(challenge)).resolves.toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveAltchaChallenge({ ...challenge, maxnumber: 10_000 }, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a challenge endpoint that is not there as a verification error', async () => {
    const fetch = (async () =>
      new Response('{"errorName":"NotFound"}', { status: 404 })) as unknown as typeof globalThis.fetch;
    await expect(getAltchaPayload({ fetch })).rejects.toMatchObject({ name: 'VerificationError' });
  });
});
