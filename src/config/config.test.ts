import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadApiConfig,
  loadConfig,
  loadRuntimeConfig,
  loadSiteConfig,
  loadStorageConfig,
  loadVerificationConfig,
  retentionVariable,
} from './index.ts';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const config = loadConfig({ ALTCHA_HMAC_KEY: 'k' });
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      apiSigningKey: 'velora-public-signing-key',
      humanVerification: 'altcha',
      publicSiteUrl: 'https://www.velora.ch',
      trustProxy: 0,
      rateLimit: { max: 20, windowSeconds: 60 },
      bodyLimitBytes: 16_384,
      logLevel: 'info',
      recaptcha: {
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
        timeoutMs: 3000,
      },
    });
    expect(config.allowedHostnames).toEqual(['localhost', '127.0.0.1', 'www.velora.ch']);
    expect(config.retentionDays.complaint).toBe(3650);
    expect(config.retentionDays.contact).toBe(365);
    expect(config.warnings).toEqual([]);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.rateLimit)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/velora',
      DATABASE_URL: 'postgres://u@db:5432/velora',
      API_SIGNING_KEY: 'k2',
      HUMAN_VERIFICATION: 'recaptcha',
      RECAPTCHA_SITE_KEY: 's',
      RECAPTCHA_SECRET_KEY: 'x',
      RECAPTCHA_MIN_SCORE: '0.7',
      ALLOWED_HOSTNAMES: 'velora.ch, preview.velora.ch',
      PUBLIC_SITE_URL: 'https://www.velora.ch',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      BODY_LIMIT_BYTES: '4096',
      LOG_LEVEL: 'debug',
      RETENTION_DAYS_DEFAULT: '90',
      RETENTION_DAYS_LOST_CARD: '30',
      FORM_IDS: '{"contact":{"de":"0b7c4d2e-1111-2222-3333-444455556666"}}',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 1,
      logLevel: 'debug',
      bodyLimitBytes: 4096,
    });
    expect(config.allowedHostnames).toEqual(['velora.ch', 'preview.velora.ch', 'www.velora.ch']);
    expect(config.retentionDays['lost-card']).toBe(30);
    expect(config.retentionDays.contact).toBe(90);
    expect(config.formIds.contact.de).toBe('0b7c4d2e-1111-2222-3333-444455556666');
    expect(config.formIds.contact.en).toBe('velora-contact-en');
    expect(config.recaptcha.minScore).toBe(0.7);
  });

  it('names each invalid variable and what it expects', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(problems({ PORT: 'http' })).toMatch(/PORT: expected a whole number from 0 to 65535, got "http"/);
    expect(problems({ HUMAN_VERIFICATION: 'captcha' })).toMatch(
      /HUMAN_VERIFICATION: expected one of altcha, recaptcha, off/,
    );
    expect(problems({ TRUST_PROXY: 'maybe' })).toMatch(/TRUST_PROXY: expected true or false/);
    expect(problems({ RECAPTCHA_MIN_SCORE: '2' })).toMatch(
      /RECAPTCHA_MIN_SCORE: expected a number from 0 to 1/,
    );
    expect(problems({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/);
    expect(problems({ PUBLIC_SITE_URL: 'velora.ch' })).toMatch(/PUBLIC_SITE_URL: expected an http\(s\) URL/);
    expect(problems({ HUMAN_VERIFICATION: 'off', NODE_ENV: 'production' })).toMatch(
      /HUMAN_VERIFICATION: "off" is refused/,
    );
    expect(problems({ HUMAN_VERIFICATION: 'recaptcha' })).toMatch(/RECAPTCHA_SECRET_KEY: required/);
    expect(problems({ RETENTION_DAYS_COMPLAINT: 'forever' })).toMatch(
      /RETENTION_DAYS_COMPLAINT: expected a whole number of days/,
    );
    expect(problems({ FORM_IDS: '{nope' })).toMatch(/FORM_IDS: expected JSON/);
    expect(problems({ FORM_IDS: '{"unknown":{"en":"x"}}' })).toMatch(/FORM_IDS: expected/);
    expect(problems({ ALLOWED_HOSTNAMES: 'https://velora.ch' })).toMatch(/ALLOWED_HOSTNAMES/);
    expect(
      problems({ FOLLOW_SITE_POINTER: '/shared/current.json', STORYBLOK_WEBHOOK_SECRET: 'x'.repeat(32) }),
    ).toMatch(/FOLLOW_SITE_POINTER: a server that publishes .* unset one of the two/);
  });

  it('resolves the pointer a replica follows to an absolute path', () => {
    expect(loadConfig({ FOLLOW_SITE_POINTER: 'shared/site/current.json' }).followSitePointer).toBe(
      path.resolve('shared/site/current.json'),
    );
    expect(loadConfig({}).followSitePointer).toBeUndefined();
  });

  it('refuses verification off in production, whatever the case of NODE_ENV', () => {
    for (const nodeEnv of ['production', 'PRODUCTION', 'Production', ' production ']) {
      expect(() => loadConfig({ HUMAN_VERIFICATION: 'off', NODE_ENV: nodeEnv })).toThrow(
        /HUMAN_VERIFICATION: "off" is refused/,
      );
    }
  });

  it('reads TRUST_PROXY as a number of trusted proxy hops', () => {
    const hops = (value: string | undefined) =>
      loadConfig({ ALTCHA_HMAC_KEY: 'k', TRUST_PROXY: value }).trustProxy;
    expect([hops(undefined), hops(''), hops('false'), hops('0'), hops('no')]).toEqual([0, 0, 0, 0, 0]);
    expect([hops('true'), hops('TRUE'), hops('1'), hops('yes'), hops('2'), hops('10')]).toEqual([
      1, 1, 1, 1, 2, 10,
    ]);
    expect(() => hops('11')).toThrow(/TRUST_PROXY: expected true or false or a number of trusted proxy hops/);
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/);
  });

  it('allows verification off outside production', () => {
    expect(loadConfig({ HUMAN_VERIFICATION: 'off', NODE_ENV: 'test' }).humanVerification).toBe('off');
  });

  it('generates an ALTCHA key per process when unset, with a warning', () => {
    const first = loadConfig({});
    const second = loadConfig({});
    expect(first.altcha.hmacKey).not.toBe(second.altcha.hmacKey);
    expect(first.warnings.join()).toMatch(/ALTCHA_HMAC_KEY/);
  });

  it('names retention variables after the form type', () => {
    expect(retentionVariable('lost-card')).toBe('RETENTION_DAYS_LOST_CARD');
    expect(retentionVariable('existing-client-contact')).toBe('RETENTION_DAYS_EXISTING_CLIENT_CONTACT');
  });
});

describe('section loaders', () => {
  it('give the CLI and the build their part without the rest', () => {
    // Verification would refuse this environment; the storage section does not read it.
    const env = { HUMAN_VERIFICATION: 'recaptcha', DATA_DIR: '/srv/velora', RETENTION_DAYS_SMS: '7' };
    expect(() => loadConfig(env)).toThrow(/RECAPTCHA_SECRET_KEY/);
    const storage = loadStorageConfig(env);
    expect(storage).toMatchObject({ dataDir: '/srv/velora', databaseUrl: undefined });
    expect(storage.retentionDays.sms).toBe(7);
    expect(Object.isFrozen(storage)).toBe(true);
    expect(loadSiteConfig({ ALLOWED_HOSTNAMES: 'velora.ch' }).allowedHostnames).toEqual([
      'velora.ch',
      'www.velora.ch',
    ]);
    expect(loadApiConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadRuntimeConfig({}).port).toBe(4321);
    expect(loadVerificationConfig({ HUMAN_VERIFICATION: 'off' }).humanVerification).toBe('off');
  });

  it('name the variable when their part is invalid', () => {
    expect(() => loadStorageConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadStorageConfig({ RETENTION_DAYS_COMPLAINT: 'x' })).toThrow(/RETENTION_DAYS_COMPLAINT/);
    expect(() => loadApiConfig({ BODY_LIMIT_BYTES: '1' })).toThrow(
      /BODY_LIMIT_BYTES: expected a whole number/,
    );
    expect(() => loadVerificationConfig({ HUMAN_VERIFICATION: 'off', NODE_ENV: 'Production' })).toThrow(
      /HUMAN_VERIFICATION/,
    );
  });
});
