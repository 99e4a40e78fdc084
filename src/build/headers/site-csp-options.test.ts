import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteCspOptions } from './site-csp-options.ts';

function contentWith(chat: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'velora-csp-'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ chat }));
  return dir;
}

describe('getSiteCspOptions', () => {
  it('allows the chat provider, and Google only when reCAPTCHA is the provider', () => {
    const contentDir = contentWith({ providerDomain: 'chat.velora.ch' });
    expect(getSiteCspOptions({ humanVerification: 'altcha', contentDir })).toEqual({
      scriptOrigins: ['https://chat.velora.ch'],
      frameOrigins: ['https://chat.velora.ch'],
      connectOrigins: ['https://chat.velora.ch'],
    });
    const withRecaptcha = getSiteCspOptions({ humanVerification: 'recaptcha', contentDir });
    expect(withRecaptcha.scriptOrigins).toEqual([
      'https://chat.velora.ch',
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    expect(withRecaptcha.frameOrigins).toContain('https://www.google.com');
  });

  it('never lets anything but a host name into the policy', () => {
    const contentDir = contentWith({ providerDomain: "evil.com; script-src 'unsafe-inline'" });
    expect(getSiteCspOptions({ humanVerification: 'altcha', contentDir }).scriptOrigins).toEqual([]);
    expect(getSiteCspOptions({ humanVerification: 'off', contentDir: '/nonexistent' }).scriptOrigins).toEqual(
      [],
    );
  });
});
