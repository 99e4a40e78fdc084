/** The part of Google's `grecaptcha` object the forms use (v3 execute, v2 render). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The captcha messages of SPEC section 8, verbatim (they are for developers' consoles). */
export const recaptchaMessages = Object.freeze({
  scriptNotAvailable: 'Recaptcha script is not available',
  loadFailed: 'Error loading google recaptcha script',
  keyMissing: 'recaptcha key not provided',
  notLoaded: 'Google Recaptcha has not been loaded',
});

/** Any failure of the reCAPTCHA client; the form answers it with the error modal (SPEC section 8). */
export class RecaptchaError extends Error {
  override name = 'RecaptchaError';
}

/** Google's script address; `render` makes the v3 key load with it. */
export const recaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Grecaptcha> | undefined;
let loaded: Grecaptcha | undefined;

/**
 * Loads Google's script once per page. A missing site key or a script that loads without defining
 * `grecaptcha` logs a warning (SPEC section 5) and rejects; a failed load rejects and lets a later
 * call try again.
 */
export function loadRecaptcha(siteKey: string | undefined, target?: Document): Promise<Grecaptcha> {
  if (!siteKey) {
    console.warn(recaptchaMessages.keyMissing);
    return Promise.reject(new RecaptchaError(recaptchaMessages.keyMissing));
  }
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const doc = target ?? document;
    const script = doc.createElement('script');
    script.src = `${recaptchaScriptUrl}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      const grecaptcha = doc.defaultView?.grecaptcha;
      if (!grecaptcha) {
        console.warn(recaptchaMessages.scriptNotAvailable);
        loading = undefined;
        reject(new RecaptchaError(recaptchaMessages.scriptNotAvailable));
        return;
      }
      grecaptcha.ready(() => {
        loaded = grecaptcha;
        resolve(grecaptcha);
      });
    });
    script.addEventListener('error', () => {
      loading = undefined;
      script.remove();
      reject(new RecaptchaError(recaptchaMessages.loadFailed));
    });
    doc.head.append(script);
  });
  return loading;
}

/** The ready `grecaptcha`; throws `Google Recaptcha has not been loaded` when used before it is. */
export function getLoadedRecaptcha(): Grecaptcha {
  if (!loaded) throw new RecaptchaError(recaptchaMessages.notLoaded);
  return loaded;
}

/** Runs the invisible v3 check for `action` and gives its token. */
export async function executeRecaptcha(siteKey: string | undefined, action: string): Promise<string> {
  await loadRecaptcha(siteKey);
  try {
    return await getLoadedRecaptcha().execute(siteKey ?? '', { action });
  } catch (error) {
    throw error instanceof RecaptchaError
      ? error
      : new RecaptchaError(error instanceof Error ? error.message : String(error));
  }
}
