import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { UsedTokens } from './used-tokens.ts';
import type { VerificationResult, Verifier } from './types.ts';

/**
 * Self-hosted proof of work (ALTCHA, protocol v1 of altcha-lib): `GET /api/verification/challenge`
 * hands out a signed challenge that expires; the browser finds the number and sends the
 * base64 JSON payload as `rt`. Each challenge is accepted once.
 */
export function createAltchaVerifier(options: {
  hmacKey: string;
  maxNumber: number;
  expiresSeconds: number;
  usedTokens: UsedTokens;
  now?: () => number;
}): Verifier {
  const now = options.now ?? Date.now;
  const fail = (reason: string, message: string): VerificationResult => ({
    ok: false,
    errorName: 'VerificationError',
    message,
    reason,
  });

  return {
    provider: 'altcha',
    createChallenge(): Promise<Challenge> {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(now() + options.expiresSeconds * 1000),
      });
    },
    async verify({ token }) {
      if (!token)
        return fail('missing-token', 'Human verification is missing; solve the challenge and send again.');
      const challenge = readChallenge(token);
      if (!challenge)
        return fail('malformed', 'Human verification could not be read; solve the challenge again.');
      let valid: boolean;
      try {
        valid = await verifySolution(token, options.hmacKey, true);
      } catch {
        valid = false;
      }
      if (!valid) return fail('invalid', 'Human verification failed or expired; solve the challenge again.');
      if (!(await options.usedTokens.markUsed('altcha', challenge))) {
        return fail('reused', 'This verification was already used; solve a new challenge.');
      }
      return { ok: true };
    },
  };
}

/** The `challenge` field of a base64 JSON (or plain JSON) ALTCHA payload, if it is one. */
function readChallenge(token: string): string | undefined {
  try {
    const text = token.trimStart().startsWith('{') ? token : Buffer.from(token, 'base64').toString('utf8');
    const payload: unknown = JSON.parse(text);
    if (typeof payload === 'object' && payload !== null) {
      const value = (payload as Record<string, unknown>)['challenge'];
      if (typeof value === 'string' && value.length > 0 && value.length <= 256) return value;
    }
  } catch {
    // Not a payload.
  }
  return undefined;
}
