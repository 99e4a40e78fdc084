import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, createTestApiFor, type TestApi } from '../../../test/support/test-api.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import type { Db } from '../db/db.ts';
import { createLogger } from '../logger.ts';
import { createOffVerifier } from '../verification/off.ts';

const contactPath = examplePaths.contact;
const contact = examplePayloads.contact;

describe.each(testDatabases())('what the forms API logs, on $kind', ({ open }) => {
  let db: Db;
  let t: TestApi;

  beforeAll(async () => {
    db = await open();
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => db.close());

  it('answers 500 InternalError without detail when storing fails, and logs only the request id', async () => {
    const broken: Db = {
      ...db,
      query: (sql, params) =>
        sql.includes('insert into submissions')
          ? Promise.reject(new Error('disk full at /var/lib/secret'))
          : db.query(sql, params),
    };
    const api = createTestApi({ db: broken, env: { RATE_LIMIT_MAX: '0' } });
    const response = await api.send({ path: contactPath, body: contact });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ errorName: 'InternalError', message: expect.any(String) });
    expect(response.body).not.toContain('disk full');
    const logged = api.logs.join('\n');
    expect(logged).toContain(response.headers['X-Request-Id']!);
    expect(logged).not.toContain(contact['email'] as string);
  });

  it('logs one line per request at debug (id, method, path, status, time), none at info', async () => {
    const response = await t.send({
      path: contactPath,
      body: contact,
      headers: { 'x-request-id': 'debug-line-0001' },
    });
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.filter((line) => line['msg'] === 'request' && line['requestId'] === 'debug-line-0001'),
    ).toEqual([
      expect.objectContaining({
        level: 20,
        method: 'POST',
        path: contactPath,
        status: response.status,
        ms: expect.any(Number),
      }),
    ]);
    const infoLogs: string[] = [];
    const atInfo = createTestApiFor(
      {
        config: t.config,
        db,
        verifier: createOffVerifier(),
        logger: createLogger({
          level: 'info',
          stream: { write: (line: string) => void infoLogs.push(line) },
        }),
      },
      infoLogs,
    );
    expect((await atInfo.send({ path: contactPath, body: contact })).status).toBe(201);
    expect(infoLogs.map((line) => JSON.parse(line).msg)).toEqual(['submission stored']);
  });

  it('never writes a name, e-mail or phone to the log', async () => {
    const email = `unique.${Date.now()}@example.ch`;
    const before = t.logs.length;
    await t.send({
      path: contactPath,
      body: { ...contact, email, firstname: 'Zebulon', phone: '79 555 00 11' },
    });
    await t.send({
      path: contactPath,
      body: { ...contact, email: `${email}x`, firstname: 'Zebulon', foo: 1 },
    });
    await t.send({ path: contactPath, body: `{"email":"${email}"`, headers: {} });
    const output = t.logs.slice(before).join('\n');
    expect(output).toContain('submission stored');
    expect(output).not.toContain(email);
    expect(output).not.toContain('Zebulon');
    expect(output).not.toContain('79 555 00 11');
  });
});
