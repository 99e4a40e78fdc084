import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHubSpotSink, resolveHubSpotFormGuid } from './hubspot-sink.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import type { DeliverySubmission } from './types.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const germanGuid = '11111111-2222-4333-8444-555555555555';
let hubspot: HubSpotStandIn;

const submission = (overrides: Partial<DeliverySubmission> = {}): DeliverySubmission => ({
  id: '3f6e1d2c-0000-4000-8000-000000000001',
  reference: 'VEL-TEST-0001',
  formType: 'contact',
  payload: {
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna@example.ch',
    phoneCode: { alphaCode: 'CH', code: '41' },
    phone: '079 123 45 67',
    how_did_you_hear_about_us: 'Newspaper',
    message: 'Please call me.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
  },
  meta: { language: 'de', location: 'https://www.velora.ch/de/contact', title: 'Kontakt' },
  createdAt: new Date('2026-11-21T10:00:00Z'),
  ...overrides,
});

const sinkFor = (timeoutMs = 2000, url = hubspot.url) => {
  const sink = createHubSpotSink(
    {
      portalId: '123456',
      accessToken: 'pat-test',
      apiUrl: url,
      formIds: { contact: { default: formGuid } },
      submissionIdField: 'velora_submission_id',
    },
    { configErrorDelayMs: 900_000 },
  );
  return (item = submission()) =>
    sink.deliver(item, { idempotencyKey: item.id, signal: AbortSignal.timeout(timeoutMs) });
};

beforeAll(async () => {
  hubspot = await startHubSpotStandIn({
    portalId: '123456',
    accessToken: 'pat-test',
    formGuids: [formGuid, germanGuid],
  });
});
afterAll(() => hubspot.close());
beforeEach(() => {
  hubspot.requests.length = 0;
  hubspot.accepted.clear();
});

describe('HubSpot sink against the Forms API v3 stand-in', () => {
  it('posts the mapped fields, page context and consent with the Bearer token, and is delivered on 200', async () => {
    expect(await sinkFor()()).toEqual({ kind: 'delivered', status: 200 });
    const [request] = hubspot.requests;
    expect(request?.path).toBe(`/submissions/v3/integration/secure/submit/123456/${formGuid}`);
    expect(request?.headers.authorization).toBe('Bearer pat-test');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = request?.body as Record<string, unknown>;
    expect(body['submittedAt']).toBe(String(Date.parse('2026-11-21T10:00:00Z')));
    expect(body['fields']).toEqual(
      expect.arrayContaining([
        { objectTypeId: '0-1', name: 'firstname', value: 'Anna' },
        { objectTypeId: '0-1', name: 'email', value: 'anna@example.ch' },
        { objectTypeId: '0-1', name: 'phone', value: '+41 79 123 45 67' },
        { objectTypeId: '0-1', name: 'how_did_you_hear_about_us', value: 'Newspaper' },
        { objectTypeId: '0-1', name: 'i_confirm_i_am_a_swiss_tax_resident_', value: 'yes' },
        { objectTypeId: '0-1', name: 'velora_submission_id', value: '3f6e1d2c-0000-4000-8000-000000000001' },
      ]),
    );
    expect(body['context']).toEqual({ pageUri: 'https://www.velora.ch/de/contact', pageName: 'Kontakt' });
    expect(body['legalConsentOptions']).toMatchObject({
      consent: {
        consentToProcess: true,
        text: expect.stringMatching(/^Ich bin einverstanden/),
        communications: [],
      },
    });
    expect(hubspot.accepted.get('3f6e1d2c-0000-4000-8000-000000000001')).toBe(1);
  });

  it('retries a 429 no sooner than its Retry-After (seconds and HTTP date)', async () => {
    hubspot.enqueue({
      status: 429,
      headers: { 'retry-after': '2' },
      body: { status: 'error', message: 'Too many requests' },
    });
    expect(await sinkFor()()).toMatchObject({ kind: 'retry', status: 429, retryAfterMs: 2000 });
    hubspot.enqueue({ status: 429, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } });
    const outcome = await sinkFor()();
    expect(outcome.kind === 'retry' && outcome.retryAfterMs).toBeGreaterThan(58_000);
  });

  it('fails a 400 field error for good, with HubSpot message and error type', async () => {
    const outcome = await sinkFor()(
      submission({ payload: { ...submission().payload, email: 'anna@invalid' } }),
    );
    expect(outcome).toEqual({
      kind: 'failed',
      status: 400,
      code: 'INVALID_EMAIL',
      reason: "hubspot answered 400: Error in 'fields.email'. Invalid email address",
    });
  });

  it('holds 401 (bad token) and 404 (unknown form) as configuration errors, never dead letters', async () => {
    const badToken = createHubSpotSink(
      {
        portalId: '123456',
        accessToken: 'wrong',
        apiUrl: hubspot.url,
        formIds: {},
        submissionIdField: 'velora_submission_id',
      },
      { configErrorDelayMs: 900_000 },
    );
    const item = submission({ payload: { ...submission().payload, formId: formGuid } });
    expect(
      await badToken.deliver(item, { idempotencyKey: item.id, signal: AbortSignal.timeout(2000) }),
    ).toMatchObject({
      kind: 'retry',
      status: 401,
      configurationError: true,
      retryAfterMs: 900_000,
    });
    const unknownForm = submission({
      formType: 'report',
      payload: { ...submission().payload, formId: '99999999-2222-4333-8444-555555555555' },
    });
    expect(await sinkFor()(unknownForm)).toMatchObject({
      kind: 'retry',
      status: 404,
      configurationError: true,
    });
  });

  it('retries 5xx, and counts a 409 duplicate as delivered', async () => {
    hubspot.enqueue({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await sinkFor()()).toMatchObject({ kind: 'retry', status: 502, code: 'http-502' });
    hubspot.enqueue({ status: 409, body: { status: 'error', message: 'Duplicate value' } });
    expect(await sinkFor()()).toEqual({ kind: 'delivered', status: 409, duplicate: true });
  });

  it('retries after a timeout and when nothing listens', async () => {
    hubspot.enqueue({ status: 200, delayMs: 1500, body: {} });
    const started = Date.now();
    expect(await sinkFor(200)()).toMatchObject({ kind: 'retry', code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    await hubspot.down();
    try {
      expect(await sinkFor()()).toMatchObject({ kind: 'retry', code: 'ECONNREFUSED' });
    } finally {
      await hubspot.up();
    }
    expect(await sinkFor()()).toMatchObject({ kind: 'delivered' });
  });

  it('holds a form type without a HubSpot form as a configuration error, without calling HubSpot', async () => {
    expect(await sinkFor()(submission({ formType: 'complaint' }))).toMatchObject({
      kind: 'retry',
      code: 'no-form-guid',
      configurationError: true,
      reason: expect.stringMatching(/add it to HUBSPOT_FORM_IDS/),
    });
    expect(hubspot.requests).toHaveLength(0);
  });
});

describe('resolveHubSpotFormGuid', () => {
  const ids = { 'extended-contact': { de: germanGuid, default: formGuid } };
  it('prefers the form type and language, then the form type default, then the GUID the form carried', () => {
    expect(resolveHubSpotFormGuid(submission({ formType: 'extended-contact' }), ids)).toBe(germanGuid);
    expect(
      resolveHubSpotFormGuid(submission({ formType: 'extended-contact', meta: { language: 'fr' } }), ids),
    ).toBe(formGuid);
    expect(
      resolveHubSpotFormGuid(
        submission({ formType: 'simple-contact', payload: { formId: germanGuid } }),
        ids,
      ),
    ).toBe(germanGuid);
    expect(
      resolveHubSpotFormGuid(
        submission({ formType: 'simple-contact', payload: { formId: 'velora-simple-contact-en' } }),
        ids,
      ),
    ).toBeUndefined();
  });
});
