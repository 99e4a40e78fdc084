import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoadedRecaptcha, loadRecaptcha, recaptchaMessages } from './recaptcha-client.ts';

/** A document whose appended script fires `load` or `error` at once. */
function fakeDocument(outcome: 'load' | 'error', grecaptcha?: unknown) {
  const listeners = new Map<string, () => void>();
  const script = {
    src: '',
    async: false,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    remove: () => undefined,
  };
  return {
    doc: {
      createElement: () => script,
      head: { append: () => queueMicrotask(() => listeners.get(outcome)?.()) },
      defaultView: { grecaptcha },
    } as unknown as Document,
    script,
  };
}

describe('reCAPTCHA client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns and refuses without a site key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRecaptcha(undefined)).rejects.toThrow(recaptchaMessages.keyMissing);
    expect(warn).toHaveBeenCalledWith('recaptcha key not provided');
  });

  it('refuses to run before the script has loaded', () => {
    expect(() => getLoadedRecaptcha()).toThrow('Google Recaptcha has not been loaded');
  });

  it('reports a script that failed to load, and may try again', async () => {
    const { doc, script } = fakeDocument('error');
    await expect(loadRecaptcha('site-key', doc)).rejects.toThrow('Error loading google recaptcha script');
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
  });

  it('warns when the script loads without grecaptcha', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc } = fakeDocument('load');
    await expect(loadRecaptcha('site-key', doc)).rejects.toThrow('Recaptcha script is not available');
    expect(warn).toHaveBeenCalledWith('Recaptcha script is not available');
  });

  it('resolves once grecaptcha is ready', async () => {
    const grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: async () => 'token',
      render: () => 0,
      reset: () => undefined,
    };
    const { doc } = fakeDocument('load', grecaptcha);
    await expect(loadRecaptcha('site-key', doc)).resolves.toBe(grecaptcha);
    expect(getLoadedRecaptcha()).toBe(grecaptcha);
  });
});
