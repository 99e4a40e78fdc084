import { createChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVerificationFields, prepareVerification } from './verification.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fetch answering each call with a new small challenge, counting the calls. */
function stubChallengeEndpoint() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const challenge = await createChallenge({
      hmacKey: 'k',
      maxNumber: 200,
      expires: new Date(Date.now() + 60_000),
    });
    return new Response(JSON.stringify(challenge), { status: 200 });
  });
  return calls;
}

describe('verification fields', () => {
  it('ALTCHA: solves in the background once the form is reached, and uses each payload once', async () => {
    const calls = stubChallengeEndpoint();
    prepareVerification({ provider: 'altcha' });
    prepareVerification({ provider: 'altcha' });
    expect(calls).toEqual(['/api/verification/challenge']);
    const first = await getVerificationFields({ provider: 'altcha' }, 'subscribe');
    expect(first).toEqual({ rt: expect.any(String), rt_action: 'subscribe', rt_version: 'v3' });
    expect(calls).toHaveLength(1);
    const second = await getVerificationFields({ provider: 'altcha' }, 'subscribe');
    expect(calls).toHaveLength(2);
    expect(second.rt).not.toBe(first.rt);
  });

  it('a solved visible challenge is sent as v2; without verification only the action goes', async () => {
    const config = { provider: 'recaptcha', recaptchaSiteKey: 'a', recaptchaV2SiteKey: 'b' } as const;
    await expect(getVerificationFields(config, 'complaint', { v2Token: 'token-2' })).resolves.toEqual({
      rt: 'token-2',
      rt_action: 'complaint',
      rt_version: 'v2',
    });
    await expect(getVerificationFields({ provider: 'off' }, 'sms')).resolves.toEqual({ rt_action: 'sms' });
  });
});
