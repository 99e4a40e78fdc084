import type { UsedTokens } from './used-tokens.ts';
import type { VerificationResult, Verifier } from './types.ts';

export interface RecaptchaOptions {
  secretKey: string;
  v2SecretKey: string | undefined;
  verifyUrl: string;
  minScore: number;
  timeoutMs: number;
  allowedHostnames: readonly string[];
  usedTokens: UsedTokens;
  fetch?: typeof fetch;
}

/** The fields of a siteverify answer we use. */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

const TOO_LOW = 'The invisible check was not sure you are a person; please solve the visible challenge.';
const FAILED = 'Human verification failed; please try again.';

/**
 * reCAPTCHA (SPEC section 4): a v3 token must have success, the expected action, an allowed
 * hostname and a score of at least `minScore`; a too-low score answers
 * `RecaptchaNotEnoughScoresError` so the browser shows the v2 challenge, whose token (rt_version
 * v2) is checked with the v2 secret and has no score. Every token is accepted once.
 */
export function createRecaptchaVerifier(options: RecaptchaOptions): Verifier {
  const doFetch = options.fetch ?? fetch;
  const hostnames = new Set(options.allowedHostnames.map((host) => host.toLowerCase()));
  const fail = (reason: string): VerificationResult => ({
    ok: false,
    errorName: 'RecaptchaError',
    message: FAILED,
    reason,
  });

  async function siteverify(
    secret: string,
    token: string,
    remoteIp: string,
  ): Promise<SiteverifyAnswer | undefined> {
    try {
      const response = await doFetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) return undefined;
      const answer: unknown = await response.json();
      return typeof answer === 'object' && answer !== null ? (answer as SiteverifyAnswer) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    provider: 'recaptcha',
    async verify({ token, action, version, remoteIp }) {
      if (!token) return fail('missing-token');
      const v2 = version === 'v2';
      const secret = v2 ? options.v2SecretKey : options.secretKey;
      if (!secret) return fail('v2-not-configured');
      const answer = await siteverify(secret, token, remoteIp);
      if (!answer) return fail('siteverify-unavailable');
      if (answer.success !== true) return fail('rejected');
      if (!(await options.usedTokens.markUsed('recaptcha', token))) return fail('reused');
      if (typeof answer.hostname !== 'string' || !hostnames.has(answer.hostname.toLowerCase()))
        return fail('wrong-hostname');
      if (v2) return { ok: true };
      if (typeof answer.action !== 'string' || answer.action !== action) return fail('wrong-action');
      if (typeof answer.score !== 'number' || !(answer.score >= options.minScore)) {
        return {
          ok: false,
          errorName: 'RecaptchaNotEnoughScoresError',
          message: TOO_LOW,
          reason: 'low-score',
        };
      }
      return { ok: true };
    },
  };
}
