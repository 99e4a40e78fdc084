import { getAltchaPayload } from './altcha-client.ts';
import { executeRecaptcha, loadRecaptcha } from './recaptcha-client.ts';

/** Which human verification the forms run (DESIGN.md decision 9), with the reCAPTCHA site keys. */
export interface VerificationConfig {
  provider: 'altcha' | 'recaptcha' | 'off';
  /** reCAPTCHA v3 site key (invisible check). */
  recaptchaSiteKey?: string | undefined;
  /** reCAPTCHA v2 site key (visible challenge). */
  recaptchaV2SiteKey?: string | undefined;
}

/** The human-verification fields every form request carries (SPEC section 7). */
export interface VerificationFields {
  rt?: string;
  rt_action: string;
  rt_version?: 'v2' | 'v3';
}

/**
 * The verification fields for one request: the ALTCHA payload (proof of work solved in the
 * background), the invisible reCAPTCHA v3 token, or, with a solved visible challenge, its v2
 * token. With verification off only the action is sent.
 */
export async function getVerificationFields(
  config: VerificationConfig,
  action: string,
  options: { signal?: AbortSignal | undefined; v2Token?: string | undefined } = {},
): Promise<VerificationFields> {
  if (options.v2Token) return { rt: options.v2Token, rt_action: action, rt_version: 'v2' };
  switch (config.provider) {
    case 'altcha':
      // ALTCHA is the invisible tier, like reCAPTCHA v3: SPEC section 7 lists rt_version on every
      // verified request, so it goes with the proof of work too.
      return { rt: await takeAltchaPayload(options.signal), rt_action: action, rt_version: 'v3' };
    case 'recaptcha':
      return {
        rt: await executeRecaptcha(config.recaptchaSiteKey, action),
        rt_action: action,
        rt_version: 'v3',
      };
    case 'off':
      return { rt_action: action };
  }
}

/** A solved challenge is used well before the server's 10 minutes run out. */
const preparedMaxAgeMs = 5 * 60 * 1000;
let prepared: { payload: Promise<string>; at: number } | undefined;

/** The prepared proof of work when it is fresh, else a new one; each payload is used once. */
async function takeAltchaPayload(signal: AbortSignal | undefined): Promise<string> {
  const ready = prepared;
  prepared = undefined;
  if (ready && Date.now() - ready.at < preparedMaxAgeMs) {
    try {
      return await ready.payload;
    } catch {
      // The background attempt failed (a network blip): solve a new challenge now.
    }
  }
  return getAltchaPayload({ signal });
}

/**
 * Gets verification ready while the visitor fills in a form, so sending waits for nothing: the
 * ALTCHA proof of work is solved in the background, Google's script is loaded for reCAPTCHA.
 * Failures surface again, with their message, on submit.
 */
export function prepareVerification(config: VerificationConfig): void {
  if (config.provider === 'recaptcha') {
    loadRecaptcha(config.recaptchaSiteKey).catch(() => undefined);
  } else if (config.provider === 'altcha' && (!prepared || Date.now() - prepared.at >= preparedMaxAgeMs)) {
    const payload = getAltchaPayload();
    payload.catch(() => undefined);
    prepared = { payload, at: Date.now() };
  }
}
