import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApiFor, createTestLogger } from '../../../test/support/test-api.ts';
import { loadConfig, loadAbuseConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createOffVerifier } from '../verification/off.ts';
import { reserveSmsQuota } from './sms-quota.ts';

const HOUR = 3_600_000;
const limits = loadAbuseConfig({}).sms;

/** The forms API with verification and the per-client limit off, the SMS limits of `env`. */
function smsApi(db: Db, now: () => number, env: Record<string, string> = {}) {
  const config = loadConfig({ HUMAN_VERIFICATION: 'off', RATE_LIMIT_MAX: '0' });
  const { logs, logger } = createTestLogger();
  const api = createTestApiFor({ config, db, verifier: createOffVerifier(), logger }, logs, {
    now,
    abuse: loadAbuseConfig(env),
  });
  return (phone: string, clientAddress = '203.0.113.7') =>
    api.send({
      path: examplePaths.sms,
      body: { ...examplePayloads.sms, phone },
      sign: now(),
      clientAddress,
    });
}

describe.each(testDatabases())('SMS recipient limits on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open({ poolMax: 20 });
  });
  afterAll(() => db.close());

  it('sends at most 3 SMS an hour to one number, whatever the client address; then 429 with Retry-After', async () => {
    let time = Date.parse('2026-11-21T10:00:00Z');
    const send = smsApi(db, () => time);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await send('41 79 100 00 01', `198.51.100.${index}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.json).toEqual({
          errorName: 'TooManyRequests',
          message: expect.stringMatching(/try again in \d+ minutes/),
          fields: { phone: 'sms-limit' },
        });
        expect(Number(response.headers['Retry-After'])).toBeGreaterThan(0);
        expect(Number(response.headers['Retry-After'])).toBeLessThanOrEqual(3600);
      }
      time += 60_000;
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // Another number is not affected.
    expect((await send('41 79 100 00 02')).status).toBe(201);
    // Only the accepted ones were stored.
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from submissions where form_type = 'sms' and payload->>'phone' = '41 79 100 00 01'`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('the hour window slides; the day allows 5 in all', async () => {
    let time = Date.parse('2026-11-22T00:00:00Z');
    const send = smsApi(db, () => time);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push((await send('41 79 100 00 03')).status);
      time += 25 * 60_000; // 25 minutes apart: never more than 3 in an hour
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    time += 24 * HOUR;
    expect((await send('41 79 100 00 03')).status).toBe(201);
  });

  it('50 concurrent requests to one number: exactly 3 pass', async () => {
    const time = Date.parse('2026-11-23T10:00:00Z');
    const send = smsApi(db, () => time);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => send('41 79 100 00 04', `192.0.2.${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  });

  it('refuses premium-rate, fixed-line and foreign numbers with a 400 field error, counting nothing', async () => {
    const send = smsApi(db, () => Date.parse('2026-11-24T10:00:00Z'));
    for (const [phone, code] of [
      ['41 900 123 456', 'sms-not-mobile'],
      ['41 44 123 45 67', 'sms-not-mobile'],
      ['1 202 555 0123', 'sms-country'],
    ] as const) {
      const response = await send(phone);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        errorName: 'ValidationError',
        message: expect.any(String),
        fields: { phone: code },
      });
    }
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from submissions where form_type = 'sms'`,
    );
    const before = rows[0]?.n;
    expect((await send('41 900 123 456')).status).toBe(400);
    const after = await db.query<{ n: number }>(
      `select count(*) as n from submissions where form_type = 'sms'`,
    );
    expect(after.rows[0]?.n).toBe(before);
  });

  it('keeps no phone number in the quota table, and 0 disables a limit', async () => {
    const { rows } = await db.query<{ key: string }>('select key from abuse_quotas');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
    const off = { ...limits, maxPerHour: 0, maxPerDay: 0 };
    for (let index = 0; index < 10; index += 1)
      expect(await reserveSmsQuota(db, '+41791000005', Date.now(), off)).toEqual({ ok: true });
  });
});
