import { describe, expect, it } from 'vitest';
import {
  checkConfig,
  ConfigError,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  loadAbuseConfig,
  loadBuildConfig,
  loadConfig,
  loadContentConfig,
  loadDbConfig,
  loadPublicVerificationConfig,
  loadRuntimeConfig,
} from './index.ts';

describe('the database section', () => {
  it('defaults DB_STATEMENT_TIMEOUT_MS and reads it', () => {
    expect(loadDbConfig({}).statementTimeoutMs).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(loadDbConfig({ DB_STATEMENT_TIMEOUT_MS: ' 250 ' }).statementTimeoutMs).toBe(250);
  });

  it('names the variable, the unit and the value it refuses', () => {
    expect(() => loadDbConfig({ DB_STATEMENT_TIMEOUT_MS: 'abc' })).toThrow(
      'DB_STATEMENT_TIMEOUT_MS: expected a whole number of milliseconds from 50 to 600000, got "abc"',
    );
    expect(() => loadDbConfig({ DB_STATEMENT_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });

  it('prepares statements unless DB_PREPARED_STATEMENTS is off, and refuses other values', () => {
    expect(loadDbConfig({}).preparedStatements).toBe(true);
    expect(loadDbConfig({ DB_PREPARED_STATEMENTS: 'OFF' }).preparedStatements).toBe(false);
    expect(loadDbConfig({ DB_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(() => loadDbConfig({ DB_PREPARED_STATEMENTS: 'no' })).toThrow(
      'DB_PREPARED_STATEMENTS: expected one of on, off, got "no"',
    );
  });
});

describe('the abuse section', () => {
  it('has the documented defaults', () => {
    const abuse = loadAbuseConfig({});
    expect(abuse.sms).toMatchObject({ maxPerHour: 3, maxPerDay: 5 });
    expect([...abuse.sms.countries]).toEqual(['CH', 'LI', 'AT', 'DE', 'FR', 'IT']);
    expect(abuse.booking).toEqual({ maxOpenPerPerson: 2, attemptsPerHour: 5, cancelKey: undefined });
    expect(abuse.email).toEqual({ smtpUrl: undefined, from: 'Velora <noreply@velora.ch>' });
  });

  it('refuses bad values, naming each variable', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadAbuseConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      throw new Error('expected a ConfigError');
    };
    expect(message({ SMS_MAX_PER_NUMBER_HOUR: '-1' })).toMatch(
      /SMS_MAX_PER_NUMBER_HOUR: expected a whole number/,
    );
    expect(message({ BOOKING_CANCEL_KEY: 'short' })).toMatch(
      /BOOKING_CANCEL_KEY: expected a secret of at least 32/,
    );
    expect(message({ SMTP_URL: 'https://mail.example.ch' })).toMatch(/SMTP_URL: expected an smtp:\/\//);
  });
});

describe('the build and content sections', () => {
  it('read where content comes from and where the build writes', () => {
    expect(loadContentConfig({ CONTENT_DIR: '/srv/content' }).contentDir).toBe('/srv/content');
    expect(loadContentConfig({}).storyblok).toEqual({
      token: undefined,
      version: 'published',
      apiUrl: undefined,
    });
    expect(() => loadContentConfig({ STORYBLOK_VERSION: 'latest' })).toThrow(
      /STORYBLOK_VERSION: expected one of/,
    );
    expect(loadBuildConfig({ ASTRO_OUT_DIR: '/tmp/out' }).outDir).toBe('/tmp/out');
    expect(loadRuntimeConfig({}).staticRoot).toBe('dist/client');
  });

  it('give the build the public part of verification without the server-only rules', () => {
    const env = { HUMAN_VERIFICATION: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', NODE_ENV: 'production' };
    expect(() => loadConfig(env)).toThrow(/RECAPTCHA_SECRET_KEY/);
    const build = loadPublicVerificationConfig(env);
    expect(build.humanVerification).toBe('recaptcha');
    expect(build.recaptcha.siteKey).toBe('site');
  });
});

describe('checkConfig', () => {
  it('reports the problems of every section together', () => {
    let problems: readonly string[] = [];
    try {
      checkConfig({ PORT: 'x', DB_STATEMENT_TIMEOUT_MS: 'y', DELIVERY_BATCH: '0', BOOKING_PROVIDER: 'z' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DB_STATEMENT_TIMEOUT_MS',
      'DELIVERY_BATCH',
      'BOOKING_PROVIDER',
    ]);
  });

  it('accepts an empty environment', () => {
    expect(() => checkConfig({ ALTCHA_HMAC_KEY: 'k' })).not.toThrow();
  });
});
