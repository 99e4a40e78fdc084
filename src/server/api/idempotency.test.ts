import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';
import { bookingBody, createTestBookingApi } from '../../../test/support/test-booking-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { hashRequest } from './idempotency.ts';

const path = examplePaths.contact;
const contact = examplePayloads.contact;

describe('hashRequest', () => {
  it('differs with the method, the path or the body', () => {
    const base = hashRequest('POST', '/api/sms', '{"a":1}');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRequest('post', '/api/sms', '{"a":1}')).toBe(base);
    expect(hashRequest('PUT', '/api/sms', '{"a":1}')).not.toBe(base);
    expect(hashRequest('POST', '/api/sms/', '{"a":1}')).not.toBe(base);
    expect(hashRequest('POST', '/api/sms', '{"a":2}')).not.toBe(base);
    expect(hashRequest('POST', '/api/sm', 's\n{"a":1}')).not.toBe(base);
  });
});

describe.each(testDatabases())('idempotency as Stripe does it on $kind', ({ open }) => {
  let db: Db;
  let t: TestApi;
  beforeAll(async () => {
    db = await open();
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => db.close());

  const count = async () =>
    (await db.query<{ n: number }>('select count(*) as n from submissions')).rows[0]!.n;

  describe('idempotency', () => {
    it('answers a retried submission with the same value and stores one row', async () => {
      const key = `retry-${Math.random()}`;
      const before = await count();
      const first = await t.send({ path: path, body: contact, headers: { 'idempotency-key': key } });
      const second = await t.send({ path: path, body: contact, headers: { 'idempotency-key': key } });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.json).toEqual(first.json);
      expect(second.headers['Idempotent-Replayed']).toBe('true');
      expect((await count()) - before).toBe(1);
    });

    it('stores one row when the same key arrives twice at once', async () => {
      const key = `race-${Math.random()}`;
      const before = await count();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.send({ path: path, body: contact, headers: { 'idempotency-key': key } }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect((await count()) - before).toBe(1);
    });

    it('rejects a malformed key', async () => {
      const response = await t.send({
        path: path,
        body: contact,
        headers: { 'idempotency-key': 'x'.repeat(300) },
      });
      expect(response.status).toBe(400);
    });
  });

  it('replays the first answer to the same key with the same request', async () => {
    const headers = { 'idempotency-key': `same-${Math.random()}` };
    const first = await t.send({ path, body: contact, headers });
    const second = await t.send({ path, body: contact, headers });
    expect([first.status, second.status, second.headers['Idempotent-Replayed']]).toEqual([201, 201, 'true']);
    expect(second.json).toEqual(first.json);
  });

  it('answers 422 IdempotencyKeyReused to the same key with another body, and stores nothing', async () => {
    const headers = { 'idempotency-key': `reused-${Math.random()}` };
    expect((await t.send({ path, body: contact, headers })).status).toBe(201);
    const before = await count();
    const other = await t.send({ path, body: { ...contact, firstname: 'Berta' }, headers });
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      errorName: 'IdempotencyKeyReused',
      message: expect.stringMatching(/different request/),
    });
    expect(await count()).toBe(before);
    // Another form with the same header value is another key.
    expect((await t.send({ path: examplePaths.sms, body: examplePayloads.sms, headers })).status).toBe(201);
  });

  it('refuses a reused key at once when both requests race', async () => {
    const headers = { 'idempotency-key': `race-${Math.random()}` };
    const answers = await Promise.all([
      t.send({ path, body: contact, headers }),
      t.send({ path, body: { ...contact, lastname: 'Other' }, headers }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('applies to bookings too', async () => {
    const { send } = createTestBookingApi({ db });
    const headers = { 'idempotency-key': 'booking-reused' };
    const body = bookingBody({ start: '2026-12-08T08:00:00Z' });
    expect((await send('book-appointment', body, headers)).status).toBe(201);
    const other = await send('book-appointment', { ...body, message: 'Another question' }, headers);
    expect([other.status, other.json['errorName']]).toEqual([422, 'IdempotencyKeyReused']);
    expect((await send('book-appointment', body, headers)).headers['Idempotent-Replayed']).toBe('true');
  });
});
