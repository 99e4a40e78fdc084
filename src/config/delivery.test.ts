import { describe, expect, it } from 'vitest';
import { ConfigError, loadDeliveryConfig } from './index.ts';

const hubspotEnv = { HUBSPOT_PORTAL_ID: '123456', HUBSPOT_ACCESS_TOKEN: 'pat-eu1-token' };
const guid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';

describe('loadDeliveryConfig', () => {
  it('defaults to the local inbox for every form, worker in process, documented numbers', () => {
    const config = loadDeliveryConfig({});
    expect(config.hubspot).toBeNull();
    expect(config.sms).toBeNull();
    expect(new Set(Object.values(config.routes))).toEqual(new Set(['inbox']));
    expect(config).toMatchObject({
      worker: 'in-process',
      pollMs: 1000,
      maxAttempts: 12,
      baseDelayMs: 1000,
      maxDelayMs: 3_600_000,
      timeoutMs: 10_000,
      batch: 100,
      configErrorDelayMs: 900_000,
    });
  });

  it('routes contact-like forms to HubSpot when it is configured, and keeps complaints and lost cards in the inbox', () => {
    const config = loadDeliveryConfig(hubspotEnv);
    expect(config.hubspot).toMatchObject({
      portalId: '123456',
      apiUrl: 'https://api.hsforms.com',
      submissionIdField: 'velora_submission_id',
      ratePer10s: 50,
    });
    expect(config.routes['contact']).toBe('hubspot');
    expect(config.routes['simple-contact']).toBe('hubspot');
    expect(config.routes['extended-contact']).toBe('hubspot');
    expect(config.routes['complaint']).toBe('inbox');
    expect(config.routes['lost-card']).toBe('inbox');
    expect(config.routes['sms']).toBe('inbox');
  });

  it('routes sms to the gateway when SMS_API_URL is set', () => {
    const config = loadDeliveryConfig({
      SMS_API_URL: 'https://sms.example.ch/v1/messages/',
      SMS_API_TOKEN: 't',
    });
    expect(config.sms).toEqual({
      apiUrl: 'https://sms.example.ch/v1/messages',
      apiToken: 't',
      sender: 'Velora',
    });
    expect(config.routes['sms']).toBe('sms');
    expect(config.routes['contact']).toBe('inbox');
  });

  it('reads per-language form GUIDs and DELIVERY_ROUTES overrides', () => {
    const config = loadDeliveryConfig({
      ...hubspotEnv,
      HUBSPOT_FORM_IDS: JSON.stringify({ complaint: guid, 'extended-contact': { de: guid } }),
      DELIVERY_ROUTES: 'complaint=hubspot, report=inbox',
    });
    expect(config.hubspot?.formIds).toEqual({
      complaint: { default: guid },
      'extended-contact': { de: guid },
    });
    expect(config.routes['complaint']).toBe('hubspot');
    expect(config.routes['report']).toBe('inbox');
  });

  it('accepts plain http only for the local machine', () => {
    expect(
      loadDeliveryConfig({ ...hubspotEnv, HUBSPOT_API_URL: 'http://127.0.0.1:9999' }).hubspot?.apiUrl,
    ).toBe('http://127.0.0.1:9999');
    expect(() =>
      loadDeliveryConfig({ ...hubspotEnv, HUBSPOT_API_URL: 'http://hubspot.example.com' }),
    ).toThrow(/HUBSPOT_API_URL: expected an https URL/);
  });

  it.each([
    [{ HUBSPOT_PORTAL_ID: '123' }, /set both to deliver to HubSpot/],
    [
      { HUBSPOT_PORTAL_ID: 'abc', HUBSPOT_ACCESS_TOKEN: 't' },
      /HUBSPOT_PORTAL_ID: expected the numeric HubSpot account id/,
    ],
    [{ ...hubspotEnv, HUBSPOT_FORM_IDS: '{not json' }, /HUBSPOT_FORM_IDS: expected a JSON object/],
    [{ ...hubspotEnv, HUBSPOT_FORM_IDS: '{"contact":"not-a-guid"}' }, /HUBSPOT_FORM_IDS/],
    [{ ...hubspotEnv, HUBSPOT_FORM_IDS: `{"newsletter":"${guid}"}` }, /keys must be form types/],
    [{ SMS_API_URL: 'https://sms.example.ch' }, /SMS_API_TOKEN: required when SMS_API_URL is set/],
    [{ DELIVERY_WORKER: 'sometimes' }, /DELIVERY_WORKER: expected one of in-process, off/],
    [{ DELIVERY_MAX_ATTEMPTS: '0' }, /DELIVERY_MAX_ATTEMPTS: expected a whole number from 1 to 1000/],
    [
      { DELIVERY_POLL_MS: '1.5' },
      /DELIVERY_POLL_MS: expected a whole number of milliseconds from 10 to 3600000, got "1.5"/,
    ],
    [
      { DELIVERY_BASE_DELAY_MS: '5000', DELIVERY_MAX_DELAY_MS: '1000' },
      /DELIVERY_MAX_DELAY_MS: must be at least DELIVERY_BASE_DELAY_MS/,
    ],
    [{ DELIVERY_ROUTES: 'newsletter=inbox' }, /"newsletter" is not a form type/],
    [{ DELIVERY_ROUTES: 'complaint=hubspot' }, /complaint=hubspot needs the HUBSPOT_\* settings/],
    [{ DELIVERY_ROUTES: 'complaint=fax' }, /sink of complaint must be hubspot, sms or inbox/],
  ])('refuses %o with a message saying what to fix', (env, message) => {
    expect(() => loadDeliveryConfig(env)).toThrow(ConfigError);
    expect(() => loadDeliveryConfig(env)).toThrow(message);
  });

  it('treats blank variables as unset', () => {
    expect(
      loadDeliveryConfig({ HUBSPOT_PORTAL_ID: '', HUBSPOT_ACCESS_TOKEN: ' ', DELIVERY_POLL_MS: '' }).pollMs,
    ).toBe(1000);
  });
});
