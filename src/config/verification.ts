/**
 * Human verification: HUMAN_VERIFICATION [altcha] (altcha | recaptcha | off; `off` is refused
 * when NODE_ENV is production, in any case), ALTCHA_HMAC_KEY [random per process, with a warning:
 * set it when several processes serve the API], ALTCHA_MAX_NUMBER [100000], ALTCHA_EXPIRES_SECONDS
 * [600], RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY (required with recaptcha), RECAPTCHA_V2_SITE_KEY,
 * RECAPTCHA_V2_SECRET_KEY (without it v2 tokens are refused), RECAPTCHA_VERIFY_URL
 * [https://www.google.com/recaptcha/api/siteverify], RECAPTCHA_MIN_SCORE [0.5],
 * RECAPTCHA_TIMEOUT_MS [3000]. The build reads the provider and the site keys, and is held to
 * neither rule (its NODE_ENV is Astro's, and it needs no secret).
 */
import { randomBytes } from 'node:crypto';
import { fraction, integer, oneOf, optionalString, url } from './fields.ts';
import { defineSection } from './section.ts';

export type HumanVerificationProvider = 'altcha' | 'recaptcha' | 'off';

export interface VerificationConfig {
  readonly humanVerification: HumanVerificationProvider;
  readonly altcha: { readonly hmacKey: string; readonly maxNumber: number; readonly expiresSeconds: number };
  readonly recaptcha: {
    readonly siteKey: string | undefined;
    readonly secretKey: string | undefined;
    readonly v2SiteKey: string | undefined;
    readonly v2SecretKey: string | undefined;
    readonly verifyUrl: string;
    readonly minScore: number;
    readonly timeoutMs: number;
  };
}

export const verificationSection = defineSection({
  shape: {
    HUMAN_VERIFICATION: oneOf(['altcha', 'recaptcha', 'off'] as const, 'altcha'),
    ALTCHA_HMAC_KEY: optionalString,
    ALTCHA_MAX_NUMBER: integer(1_000, 10_000_000, 100_000),
    ALTCHA_EXPIRES_SECONDS: integer(10, 86_400, 600),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    RECAPTCHA_V2_SITE_KEY: optionalString,
    RECAPTCHA_V2_SECRET_KEY: optionalString,
    RECAPTCHA_VERIFY_URL: url('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_MIN_SCORE: fraction(0.5),
    RECAPTCHA_TIMEOUT_MS: integer(100, 60_000, 3000),
  },
  build: (e, { problems, warnings, nodeEnv }): VerificationConfig => {
    if (e.HUMAN_VERIFICATION === 'off' && nodeEnv === 'production') {
      problems.push('HUMAN_VERIFICATION: "off" is refused when NODE_ENV=production; use altcha or recaptcha');
    }
    // The build reads only the provider and the public site keys (loadPublicVerificationConfig).
    if (e.HUMAN_VERIFICATION === 'recaptcha' && !e.RECAPTCHA_SECRET_KEY && nodeEnv !== 'build') {
      problems.push('RECAPTCHA_SECRET_KEY: required when HUMAN_VERIFICATION=recaptcha');
    }
    let hmacKey = e.ALTCHA_HMAC_KEY;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('base64url');
      if (e.HUMAN_VERIFICATION === 'altcha') {
        warnings.push(
          'ALTCHA_HMAC_KEY is not set: using a random key for this process; set it when several processes serve the API',
        );
      }
    }
    return {
      humanVerification: e.HUMAN_VERIFICATION,
      altcha: { hmacKey, maxNumber: e.ALTCHA_MAX_NUMBER, expiresSeconds: e.ALTCHA_EXPIRES_SECONDS },
      recaptcha: {
        siteKey: e.RECAPTCHA_SITE_KEY,
        secretKey: e.RECAPTCHA_SECRET_KEY,
        v2SiteKey: e.RECAPTCHA_V2_SITE_KEY,
        v2SecretKey: e.RECAPTCHA_V2_SECRET_KEY,
        verifyUrl: e.RECAPTCHA_VERIFY_URL,
        minScore: e.RECAPTCHA_MIN_SCORE,
        timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
      },
    };
  },
});
