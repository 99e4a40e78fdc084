import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildVerification, warnOnVerificationMismatch } from './build-verification.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A built site whose English modal data names `provider` (or is `raw`). */
function builtSite(data: { provider?: string; raw?: string }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'velora-build-verification-'));
  roots.push(root);
  mkdirSync(path.join(root, 'modal-data'));
  const body = data.raw ?? JSON.stringify({ title: 'x', verification: { provider: data.provider } });
  writeFileSync(path.join(root, 'modal-data', 'en.json'), body);
  return root;
}

function capture() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    logger: {
      warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    },
  };
}

describe('the human verification a build was made with', () => {
  it('is read from the modal data of the default language', () => {
    expect(readBuildVerification(builtSite({ provider: 'recaptcha' }))).toBe('recaptcha');
    expect(readBuildVerification(builtSite({ raw: '{not json' }))).toBeUndefined();
    expect(readBuildVerification(path.join(tmpdir(), 'velora-no-such-build'))).toBeUndefined();
  });

  it('warns, naming both values and the fix, when the server runs another one', () => {
    const root = builtSite({ provider: 'altcha' });
    const { warnings, logger } = capture();
    expect(warnOnVerificationMismatch(root, 'off', logger as never)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toEqual({ staticRoot: root, built: 'altcha', server: 'off' });
    expect(warnings[0]!.message).toBe(
      `the site in ${root} was built with HUMAN_VERIFICATION=altcha, but this server runs ` +
        "HUMAN_VERIFICATION=off: its forms will fail. Build again with the server's value " +
        '(npm run build), or start the server with HUMAN_VERIFICATION=altcha.',
    );
  });

  it('says nothing when both agree, or when the build names none', () => {
    const { warnings, logger } = capture();
    expect(warnOnVerificationMismatch(builtSite({ provider: 'altcha' }), 'altcha', logger as never)).toBe(
      false,
    );
    expect(warnOnVerificationMismatch(builtSite({ raw: '{}' }), 'off', logger as never)).toBe(false);
    expect(warnings).toEqual([]);
  });
});
