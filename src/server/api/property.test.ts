/**
 * Property test (issue 5): at least 5,000 generated bodies per endpoint, none answered 5xx.
 * Bodies are arbitrary text, arbitrary JSON values, and near-valid bodies (a valid example with
 * fields dropped, replaced by arbitrary values, or added).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { formTypes, type FormType } from '../../forms/payloads.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';

const runs = Number(process.env['PROPERTY_RUNS'] ?? 5000);

const awkwardKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', ' ', 'fields.x'];

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ minLength: 30, maxLength: 6000 }),
  fc.constantFrom(
    true,
    false,
    null,
    0,
    -1,
    1e308,
    '',
    ' ',
    'yes',
    'no',
    'v2',
    'v3',
    'en',
    'undefined',
    '01.02.1985',
    '41',
  ),
);

function nearValid(formType: FormType) {
  const example = examplePayloads[formType];
  const keys = Object.keys(example);
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...keys) }),
    fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...keys), value: anyValue }),
    fc.record({
      kind: fc.constant('set' as const),
      key: fc.oneof(fc.constantFrom(...awkwardKeys), fc.string({ maxLength: 12 })),
      value: anyValue,
    }),
  );
  return fc.array(mutation, { maxLength: 4 }).map((mutations) => {
    const body: Record<string, unknown> = JSON.parse(JSON.stringify(example)) as Record<string, unknown>;
    for (const change of mutations) {
      if (change.kind === 'drop') delete body[change.key];
      else
        Object.defineProperty(body, change.key, {
          value: change.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return JSON.stringify(body);
  });
}

function bodies(formType: FormType) {
  return fc.oneof(
    { arbitrary: nearValid(formType), weight: 6 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 200, unit: 'binary' }), weight: 1 },
    {
      arbitrary: fc
        .jsonValue()
        .map((value) => JSON.stringify({ ...examplePayloads[formType], extra: value })),
      weight: 1,
    },
  );
}

describe.concurrent('generated bodies never cause a 5xx', () => {
  let db: Db;
  let t: TestApi;
  const now = Date.now();
  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0', HUMAN_VERIFICATION: 'off' }, now: () => now });
  });
  afterAll(() => db.close());

  it.each(formTypes)(`%s: ${runs} bodies`, { timeout: 120_000 }, async (formType) => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(bodies(formType), async (body) => {
        const response = await t.send({ path: examplePaths[formType], body, sign: now });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        JSON.parse(response.body);
      }),
      { numRuns: runs },
    );
    // The generator reaches both sides: some bodies are stored, most are refused.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  });
});
