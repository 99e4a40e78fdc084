import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appStoreLinks, composeAppLinkSms, createSmsSink } from './sms-sink.ts';
import { startSmsStandIn, type SmsStandIn } from '../../../test/support/sms-stand-in.ts';
import type { DeliverySubmission } from './types.ts';

let gateway: SmsStandIn;
const submission = (
  payload: Record<string, unknown> = { phone: '41 79 123 45 67', locale: 'it' },
): DeliverySubmission => ({
  id: '5a1d0000-0000-4000-8000-000000000002',
  reference: 'VEL-SMS',
  formType: 'sms',
  payload,
  meta: {},
  createdAt: new Date(),
});
const deliver = (item = submission(), token = 'sms-token', timeoutMs = 2000) =>
  createSmsSink(
    { apiUrl: gateway.url, apiToken: token, sender: 'Velora' },
    { configErrorDelayMs: 600_000 },
  ).deliver(item, {
    idempotencyKey: item.id,
    signal: AbortSignal.timeout(timeoutMs),
  });

beforeAll(async () => {
  gateway = await startSmsStandIn({ apiToken: 'sms-token' });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.sent.clear();
});

describe('SMS sink against the gateway stand-in', () => {
  it('sends the app links in the visitor language to the E.164 number with an Idempotency-Key', async () => {
    expect(await deliver()).toEqual({ kind: 'delivered', status: 202 });
    expect(gateway.requests[0]?.headers['idempotency-key']).toBe('5a1d0000-0000-4000-8000-000000000002');
    expect(gateway.sent.get('5a1d0000-0000-4000-8000-000000000002')).toEqual({
      to: '+41791234567',
      from: 'Velora',
      text: `La sua app Velora: iPhone ${appStoreLinks.ios} Android ${appStoreLinks.android}`,
    });
  });

  it('sends one SMS when a delivery is repeated with the same key', async () => {
    await deliver();
    expect(await deliver()).toMatchObject({ kind: 'delivered' });
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.sent.size).toBe(1);
  });

  it('retries 429 honouring Retry-After and 5xx; fails a 400 with the gateway message', async () => {
    gateway.enqueue({
      status: 429,
      headers: { 'retry-after': '3' },
      body: { code: 'rate_limited', message: 'Slow down' },
    });
    expect(await deliver()).toMatchObject({
      kind: 'retry',
      status: 429,
      retryAfterMs: 3000,
      code: 'rate_limited',
    });
    gateway.enqueue({ status: 503 });
    expect(await deliver()).toMatchObject({ kind: 'retry', status: 503 });
    gateway.enqueue({
      status: 400,
      body: { code: 'invalid_recipient', message: 'to must be a phone number in E.164 format' },
    });
    expect(await deliver()).toEqual({
      kind: 'failed',
      status: 400,
      code: 'invalid_recipient',
      reason: 'sms answered 400: to must be a phone number in E.164 format',
    });
  });

  it('holds a wrong token as a configuration error, and retries on timeout', async () => {
    expect(await deliver(submission(), 'wrong')).toMatchObject({
      kind: 'retry',
      status: 401,
      configurationError: true,
      retryAfterMs: 600_000,
    });
    gateway.enqueue({ status: 202, delayMs: 1000, body: {} });
    expect(await deliver(submission(), 'sms-token', 150)).toMatchObject({ kind: 'retry', code: 'timeout' });
  });

  it('fails for good without calling the gateway when there is no usable number', async () => {
    expect(await deliver(submission({ phone: '12', locale: 'en' }))).toMatchObject({
      kind: 'failed',
      code: 'no-phone',
    });
    expect(gateway.requests).toHaveLength(0);
  });
});

describe('composeAppLinkSms', () => {
  it('fits one SMS in every language', () => {
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      const text = composeAppLinkSms(language);
      expect(text).toContain(appStoreLinks.ios);
      expect(text).toContain(appStoreLinks.android);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });
});
