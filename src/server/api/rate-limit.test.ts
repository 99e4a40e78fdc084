import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRateLimitStore } from './rate-limit-store.ts';
import { createTestApi } from '../../../test/support/test-api.ts';

const path = examplePaths.contact;
const body = examplePayloads.contact;
/**
 * The API's clock, stopped: a test's requests all fall in one rate-limit window. On the real clock
 * a run that crossed a minute started a new window halfway (six 201s where three were expected).
 */
const frozen = Date.now();
const frozenNow = () => frozen;

describe.each(testDatabases())('rate limit on $kind', ({ kind, open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('counts per key in fixed windows and tells when the window ends', async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const limiter = createRateLimiter({ db, max: 3, windowSeconds: 60, now: () => now });
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await limiter.hit('a'));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = createRateLimiter({ db, max: 10, windowSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('counts several keys hit in one batch in one statement, each exactly', async () => {
    // Counted statements: a batch the database refused is written again hit by hit (batcher.ts),
    // which gives the same counts, so only the number of upserts shows it.
    const upserts: string[] = [];
    const counted: Db = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('insert into rate_limits')) upserts.push(sql);
        return db.query(sql, params);
      },
    };
    const store = createRateLimitStore({ db: counted, windowMs: 60_000, now: frozenNow });
    const keys = ['mixed-x', 'mixed-y', 'mixed-x', 'mixed-z', 'mixed-x', 'mixed-y'];
    const first = await Promise.all(keys.map((key) => store.add(key)));
    expect(first.map((hit) => hit.count)).toEqual([1, 1, 2, 1, 3, 2]);
    expect(upserts).toHaveLength(1);
    const second = await Promise.all(['mixed-y', 'mixed-x', 'mixed-x'].map((key) => store.add(key)));
    expect(second.map((hit) => hit.count)).toEqual([3, 4, 5]);
    const { rows } = await db.query<{ key: string; count: number }>(
      "select key, count from rate_limits where key like 'mixed-%' order by key",
    );
    expect(rows).toEqual([
      { key: 'mixed-x', count: 5 },
      { key: 'mixed-y', count: 3 },
      { key: 'mixed-z', count: 1 },
    ]);
  });

  it.skipIf(kind === 'pglite')('is shared by every process using the database', async () => {
    const first = createRateLimiter({ db, max: 4, windowSeconds: 60 });
    const second = createRateLimiter({ db, max: 4, windowSeconds: 60 });
    const results = await Promise.all([
      first.hit('shared'),
      second.hit('shared'),
      first.hit('shared'),
      second.hit('shared'),
      second.hit('shared'),
    ]);
    expect(results.filter((result) => !result.allowed)).toHaveLength(1);
  });

  it('keeps the counts in the rate_limits table', async () => {
    // A window ahead of the real clock: the other tests' limiters run on the real clock, and their
    // cleanup (fire and forget) deletes every window that ended before it. A window in the past
    // here was deleted whenever that cleanup reached PostgreSQL late (the flaky run in six).
    const windowStart = Math.floor(Date.now() / 60_000) * 60_000 + 600_000;
    const now = () => windowStart + 5_000;
    const limiter = createRateLimiter({ db, max: 5, windowSeconds: 60, now });
    for (let index = 0; index < 3; index += 1) await limiter.hit('persisted');
    // PGlite writes behind within a second; PostgreSQL has written already. Wait for the row.
    const stored = async () =>
      (await db.query<{ count: number }>('select count from rate_limits where key = $1', ['persisted'])).rows;
    await expect.poll(stored, { timeout: 5_000, interval: 50 }).toEqual([{ count: 3 }]);
    // A restarted process continues from the table within the same window.
    const restarted = createRateLimiter({ db, max: 5, windowSeconds: 60, now });
    expect((await restarted.hit('persisted')).allowed).toBe(true);
    expect((await restarted.hit('persisted')).allowed).toBe(true);
    expect((await restarted.hit('persisted')).allowed).toBe(false);
  });

  it('answers 429 with Retry-After past the limit', async () => {
    const t = createTestApi({
      db,
      now: frozenNow,
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' },
    });
    const address = '198.51.100.1';
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await t.send({ path, body, clientAddress: address });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
        expect(Number(response.headers['Retry-After'])).toBeLessThanOrEqual(60);
        expect(response.json['errorName']).toBe('TooManyRequests');
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('is not bypassed by rotating X-Forwarded-For when the proxy is not trusted', async () => {
    const t = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'false' } });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.send({
        path,
        body,
        clientAddress: '198.51.100.2',
        headers: { 'x-forwarded-for': `10.0.0.${index}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('keys on the address the trusted proxy saw: the n-th from the right of X-Forwarded-For', async () => {
    const t = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' } });
    const send = (forwarded: string) =>
      t.send({ path, body, clientAddress: '10.9.9.9', headers: { 'x-forwarded-for': forwarded } });
    expect((await send('10.9.9.8, 192.0.2.10')).status).toBe(201);
    expect((await send('10.9.9.7, 192.0.2.10')).status).toBe(429);
    expect((await send('192.0.2.11')).status).toBe(201);
    const twoHops = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: '2' } });
    const viaCdn = (forwarded: string) =>
      twoHops.send({ path, body, clientAddress: '10.9.9.9', headers: { 'x-forwarded-for': forwarded } });
    expect((await viaCdn('1.1.1.1, 192.0.2.20, 10.0.0.2')).status).toBe(201);
    expect((await viaCdn('2.2.2.2, 192.0.2.20, 10.0.0.3')).status).toBe(429);
  });

  it('is not bypassed by rotating the left-most X-Forwarded-For behind TRUST_PROXY=1', async () => {
    const t = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' } });
    const statuses = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await t.send({
        path,
        body,
        clientAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `198.18.${index}.1, 192.0.2.30` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('gives the 100 addresses of one IPv6 /64 one limit, and an IPv4-mapped address its IPv4 one', async () => {
    const t = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '3' } });
    const statuses = [];
    for (let index = 0; index < 100; index += 1) {
      const address = `2001:db8:77:1:${(index * 613).toString(16)}::${index.toString(16)}`;
      statuses.push((await t.send({ path, body, clientAddress: address })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(97);
    expect((await t.send({ path, body, clientAddress: '2001:db8:77:2::1' })).status).toBe(201);
    for (let index = 0; index < 3; index += 1) {
      expect((await t.send({ path, body, clientAddress: '192.0.2.77' })).status).toBe(201);
    }
    expect((await t.send({ path, body, clientAddress: '::ffff:192.0.2.77' })).status).toBe(429);
  });

  it('counts requests with a bad signature nowhere (they never reach the database)', async () => {
    const t = createTestApi({ db, now: frozenNow, env: { RATE_LIMIT_MAX: '1' } });
    for (let index = 0; index < 5; index += 1) {
      expect((await t.send({ path, body, clientAddress: '198.51.100.3', sign: false })).status).toBe(401);
    }
    expect((await t.send({ path, body, clientAddress: '198.51.100.3' })).status).toBe(201);
  });
});
