import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi } from '../../../test/support/test-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

/** An error as the database layer throws it when a statement cannot be served in time. */
class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

describe('database trouble', () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
  });
  afterAll(() => db.close());

  const failing = (error: Error): Db => ({
    ...db,
    query: (sql, params) =>
      sql.includes('insert into submissions') ? Promise.reject(error) : db.query(sql, params),
  });

  it.each([
    ['a DatabaseUnavailableError', new DatabaseUnavailableError('statement timeout')],
    ['any error marked 503', Object.assign(new Error('lock timeout'), { statusCode: 503 })],
  ])('answers %s with 503 ServiceUnavailable and Retry-After, no stack', async (_name, error) => {
    const t = createTestApi({ db: failing(error), env: { RATE_LIMIT_MAX: '0' } });
    const response = await t.send({ path: examplePaths.contact, body: examplePayloads.contact });
    expect(response.status).toBe(503);
    expect(response.headers['Retry-After']).toBe('5');
    expect(response.json).toEqual({
      errorName: 'ServiceUnavailable',
      message: expect.stringMatching(/try again/),
    });
    expect(response.body).not.toMatch(/timeout|at \w+ \(/);
  });

  it('answers /readyz 503 with Retry-After when the database does not answer', async () => {
    const t = createTestApi({
      db: { ...db, query: () => Promise.reject(new DatabaseUnavailableError('x')) },
    });
    const response = await t.send({ method: 'GET', path: '/readyz' });
    expect([response.status, response.headers['Retry-After'], response.json['errorName']]).toEqual([
      503,
      '5',
      'ServiceUnavailable',
    ]);
  });
});
