import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createAltchaVerifier } from './altcha.ts';
import { createOffVerifier } from './off.ts';
import { createRecaptchaVerifier } from './recaptcha.ts';
import type { Verifier } from './types.ts';
import { createUsedTokens } from './used-tokens.ts';

export type { Verifier } from './types.ts';

/** The verifier chosen by HUMAN_VERIFICATION. */
export function createVerifier(
  config: Config,
  db: Db,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Verifier {
  const usedTokens = createUsedTokens(db, options.now);
  switch (config.humanVerification) {
    case 'off':
      return createOffVerifier();
    case 'altcha':
      return createAltchaVerifier({
        ...config.altcha,
        usedTokens,
        ...(options.now ? { now: options.now } : {}),
      });
    case 'recaptcha':
      return createRecaptchaVerifier({
        secretKey: config.recaptcha.secretKey ?? '',
        v2SecretKey: config.recaptcha.v2SecretKey,
        verifyUrl: config.recaptcha.verifyUrl,
        minScore: config.recaptcha.minScore,
        timeoutMs: config.recaptcha.timeoutMs,
        allowedHostnames: config.allowedHostnames,
        usedTokens,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
  }
}
