/**
 * reCAPTCHA against a local siteverify stand-in (RECAPTCHA_VERIFY_URL): the matrix of
 * issue 5, through the API so the answers the browser sees are checked too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

type Answer = Record<string, unknown> | 'hang' | 500;

/** Siteverify stand-in: answers per token, records each call. */
function startSiteverify(answers: Map<string, Answer>) {
  const calls: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      calls.push(form);
      const answer = answers.get(form.get('response') ?? '') ?? {
        success: false,
        'error-codes': ['invalid-input-response'],
      };
      if (answer === 'hang') return; // never answers: the verifier must time out
      if (answer === 500) {
        response.writeHead(500).end('oops');
        return;
      }
      const secretOk = form.get('secret') === (answer['v2'] ? 'v2-secret' : 'v3-secret');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(secretOk ? answer : { success: false, 'error-codes': ['invalid-input-secret'] }),
      );
    });
  });
  return new Promise<{ url: string; calls: URLSearchParams[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
        calls,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const good = (action: string, score = 0.9) => ({
  success: true,
  score,
  action,
  hostname: 'www.velora.ch',
  challenge_ts: new Date().toISOString(),
});

const answers = new Map<string, Answer>([
  ['t-valid', good('contact')],
  ['t-valid-2', good('contact')],
  ['t-success-false', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ['t-wrong-action', good('login')],
  ['t-wrong-hostname', { ...good('contact'), hostname: 'evil.example' }],
  ['t-score-049', good('contact', 0.49)],
  ['t-score-050', good('contact', 0.5)],
  ['t-reused', good('contact')],
  ['t-timeout', 'hang'],
  ['t-500', 500],
  ['t-no-score', { success: true, action: 'contact', hostname: 'www.velora.ch' }],
  ['t-low-then', good('contact', 0.1)],
  ['t-v2-valid', { success: true, hostname: 'www.velora.ch', v2: true }],
  ['t-v2-wrong-host', { success: true, hostname: 'evil.example', v2: true }],
]);

describe('reCAPTCHA verification', () => {
  let db: Db;
  let t: TestApi;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

  beforeAll(async () => {
    siteverify = await startSiteverify(answers);
    db = await testDatabases()[0]!.open();
    t = createTestApi({
      db,
      env: {
        HUMAN_VERIFICATION: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'v3-secret',
        RECAPTCHA_V2_SECRET_KEY: 'v2-secret',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        RECAPTCHA_TIMEOUT_MS: '300',
        RATE_LIMIT_MAX: '0',
      },
    });
  });
  afterAll(async () => {
    await siteverify.close();
    await db.close();
  });

  const submit = (rt: string | undefined, rtVersion: 'v2' | 'v3' = 'v3', action = 'contact') => {
    const body: Record<string, unknown> = {
      ...examplePayloads.contact,
      rt,
      rt_version: rtVersion,
      rt_action: action,
    };
    if (rt === undefined) delete body['rt'];
    return t.send({ path: examplePaths.contact, body, clientAddress: '192.0.2.55' });
  };
  const count = async () =>
    Number((await db.query<{ n: number }>('select count(*) as n from submissions')).rows[0]!.n);

  it('accepts a valid v3 token and posts secret, response and remoteip', async () => {
    const response = await submit('t-valid');
    expect(response.status).toBe(201);
    const call = siteverify.calls.at(-1)!;
    expect(call.get('secret')).toBe('v3-secret');
    expect(call.get('response')).toBe('t-valid');
    expect(call.get('remoteip')).toBe('192.0.2.55');
  });

  it('accepts a score exactly at the threshold (0.5)', async () => {
    expect((await submit('t-score-050')).status).toBe(201);
  });

  it.each([
    ['success false', 't-success-false', 'RecaptchaError'],
    ['a wrong action', 't-wrong-action', 'RecaptchaError'],
    ['a wrong hostname', 't-wrong-hostname', 'RecaptchaError'],
    ['score 0.49', 't-score-049', 'RecaptchaNotEnoughScoresError'],
    ['a v3 answer without score', 't-no-score', 'RecaptchaNotEnoughScoresError'],
    ['a siteverify timeout', 't-timeout', 'RecaptchaError'],
    ['a siteverify error', 't-500', 'RecaptchaError'],
    ['an unknown token', 't-unknown', 'RecaptchaError'],
    ['no token', undefined, 'RecaptchaError'],
    ['an empty token', '', 'RecaptchaError'],
  ])('refuses %s with 403 %s and stores nothing', async (_name, token, errorName) => {
    const before = await count();
    const response = await submit(token);
    expect(response.status).toBe(403);
    expect(response.json['errorName']).toBe(errorName);
    expect(await count()).toBe(before);
  });

  it('refuses a reused token', async () => {
    expect((await submit('t-reused')).status).toBe(201);
    const again = await submit('t-reused');
    expect(again.status).toBe(403);
    expect(again.json['errorName']).toBe('RecaptchaError');
  });

  it('times out within the configured limit', async () => {
    const started = performance.now();
    await submit('t-timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('accepts a valid v2 token after a too-low v3 score', async () => {
    const low = await submit('t-low-then');
    expect(low.status).toBe(403);
    expect(low.json['errorName']).toBe('RecaptchaNotEnoughScoresError');
    const retry = await submit('t-v2-valid', 'v2');
    expect(retry.status).toBe(201);
    expect(siteverify.calls.at(-1)!.get('secret')).toBe('v2-secret');
  });

  it('checks the hostname of v2 tokens too', async () => {
    const response = await submit('t-v2-wrong-host', 'v2');
    expect(response.status).toBe(403);
    expect(response.json['errorName']).toBe('RecaptchaError');
  });

  it('refuses a v3 token presented as v2 (checked with the v2 secret)', async () => {
    const response = await submit('t-valid-2', 'v2');
    expect(response.status).toBe(403);
  });

  it('refuses v2 tokens when no v2 secret is configured', async () => {
    const other = createTestApi({
      db,
      env: {
        HUMAN_VERIFICATION: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'v3-secret',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        RATE_LIMIT_MAX: '0',
      },
    });
    const response = await other.send({
      path: examplePaths.contact,
      body: { ...examplePayloads.contact, rt: 't-v2-valid', rt_version: 'v2' },
    });
    expect(response.status).toBe(403);
  });
});
