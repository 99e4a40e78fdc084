import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../test/support/form-examples.ts';
import { createTestApi, type TestApi } from '../../test/support/test-api.ts';
import type { Db } from './db/db.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';

/** The request id of the API's 'submission stored' log line for `submissionId`. */
function loggedRequestId(logs: string[], submissionId: string): unknown {
  const line = logs
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((entry) => entry['msg'] === 'submission stored' && entry['submissionId'] === submissionId);
  return line?.['requestId'];
}

describe('request ids on the API', () => {
  let db: Db;
  let t: TestApi;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => db.close());

  const submit = (headers: Record<string, string> = {}) =>
    t.send({ path: examplePaths.contact, body: examplePayloads.contact, headers });

  it('answers with the id the log lines of the request carry', async () => {
    const response = await submit();
    expect(response.status).toBe(201);
    const id = response.headers['X-Request-Id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { id: submissionId } = response.json['value'] as { id: string };
    expect(loggedRequestId(t.logs, submissionId)).toBe(id);
  });

  it("keeps a proxy's well-formed id in the answer and the log, and replaces any other", async () => {
    const kept = await submit({ 'x-request-id': 'lb-1234567890' });
    expect(kept.headers['X-Request-Id']).toBe('lb-1234567890');
    expect(loggedRequestId(t.logs, (kept.json['value'] as { id: string }).id)).toBe('lb-1234567890');
    // Too short for a proxy's id: a fresh one, the same in the answer and in the log.
    const replaced = await submit({ 'x-request-id': 'abc' });
    const id = replaced.headers['X-Request-Id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loggedRequestId(t.logs, (replaced.json['value'] as { id: string }).id)).toBe(id);
  });

  it('sends the id on refusals too', async () => {
    const refused = await t.send({ path: examplePaths.contact, body: examplePayloads.contact, sign: false });
    expect(refused.status).toBe(401);
    expect(refused.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
