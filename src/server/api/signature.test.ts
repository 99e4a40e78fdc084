import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, signatureHeaders, type TestApi } from '../../../test/support/test-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

const contactPath = examplePaths.contact;
const contact = examplePayloads.contact;

describe.each(testDatabases())('request signature on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  const countRows = async () => {
    const { rows } = await db.query<{ submissions: number; outbox: number }>(
      'select (select count(*) from submissions) as submissions, (select count(*) from outbox) as outbox',
    );
    return rows[0]!;
  };

  describe('signature', () => {
    // A fixed server clock, so "301 s away" stays 301 s however long the suite takes.
    const now = Date.now();
    let signed: TestApi;
    beforeAll(() => {
      signed = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' }, now: () => now });
    });
    const cases: [string, Record<string, string | undefined>][] = [
      ['missing both headers', { 'x-timestamp': undefined, 'x-signature': undefined }],
      ['missing X-Timestamp', { 'x-timestamp': undefined }],
      ['missing X-Signature', { 'x-signature': undefined }],
      ['expired: 301 s old', signatureHeaders(now - 301_000)],
      ['expired: 301 s ahead', signatureHeaders(now + 301_000)],
      ['malformed timestamp', { ...signatureHeaders(now), 'x-timestamp': 'yesterday' }],
      ['timestamp in seconds signed as such, far in the past', signatureHeaders(Math.floor(now / 1000))],
      ['signature not base64', { ...signatureHeaders(now), 'x-signature': '!!!not-base64!!!' }],
      [
        'signature of 31 bytes',
        { ...signatureHeaders(now), 'x-signature': Buffer.alloc(31, 1).toString('base64') },
      ],
      [
        'signature of 33 bytes',
        { ...signatureHeaders(now), 'x-signature': Buffer.alloc(33, 1).toString('base64') },
      ],
      [
        'signature of 64 bytes',
        { ...signatureHeaders(now), 'x-signature': Buffer.alloc(64, 1).toString('base64') },
      ],
      ['empty signature', { ...signatureHeaders(now), 'x-signature': '' }],
      ['signature with the wrong key', signatureHeaders(now, 'another-key')],
      [
        'signature of another timestamp',
        { ...signatureHeaders(now), 'x-signature': signatureHeaders(now - 1)['x-signature'] },
      ],
      [
        'signature with surrounding spaces',
        { ...signatureHeaders(now), 'x-signature': ` ${signatureHeaders(now)['x-signature']} ` },
      ],
      [
        'signature without padding',
        { ...signatureHeaders(now), 'x-signature': signatureHeaders(now)['x-signature']!.replace(/=+$/, '') },
      ],
    ];

    it.each(cases)('answers 401 InvalidSignature when %s, and stores nothing', async (_name, headers) => {
      const before = await countRows();
      const response = await signed.send({
        path: contactPath,
        body: contact,
        sign: false,
        headers: { ...signatureHeaders(now), ...headers },
      });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ errorName: 'InvalidSignature' });
      expect(typeof response.json['message']).toBe('string');
      expect(response.body).not.toMatch(/stack|at \w+ \(/);
      expect(await countRows()).toEqual(before);
    });

    it.each([299_000, -299_000])('accepts a timestamp %i ms away', async (offset) => {
      const response = await signed.send({ path: contactPath, body: contact, sign: now + offset });
      expect(response.status).toBe(201);
    });

    it('answers each refused request as its own: its request id, its connection', async () => {
      const refuse = (id: string) =>
        signed.send({
          path: contactPath,
          body: contact,
          sign: false,
          headers: { ...signatureHeaders(now, 'another-key'), 'x-request-id': id },
        });
      const answers = await Promise.all(['refusal-one-0001', 'refusal-two-0002'].map(refuse));
      expect(answers.map((answer) => answer.headers['X-Request-Id'])).toEqual([
        'refusal-one-0001',
        'refusal-two-0002',
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({
          errorName: 'InvalidSignature',
          message: 'X-Signature does not match X-Timestamp.',
        });
        expect(answer.headers['Connection']).not.toBe('close');
      }
    });

    it('tells what is wrong', async () => {
      const messageOf = async (headers: Record<string, string | undefined>) =>
        (await signed.send({ path: contactPath, body: contact, sign: false, headers })).json['message'];
      expect(await messageOf({})).toMatch(/required/);
      expect(await messageOf(signatureHeaders(now - 400_000))).toMatch(/300 seconds/);
      expect(await messageOf({ ...signatureHeaders(now), 'x-signature': 'abc' })).toMatch(/32-byte/);
      expect(await messageOf(signatureHeaders(now, 'other'))).toMatch(/does not match/);
    });
  });
});
