import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import { formTypes } from '../../forms/payloads.ts';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { createTestApi, type TestApi } from '../../../test/support/test-api.ts';

const contactPath = examplePaths.contact;
const contact = examplePayloads.contact;

describe.each(testDatabases())('forms API contract on $kind', ({ open }) => {
  let db: Db;
  let t: TestApi;

  beforeAll(async () => {
    db = await open();
    t = createTestApi({ db, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => db.close());

  const countRows = async () => {
    const { rows } = await db.query<{ submissions: number; outbox: number }>(
      'select (select count(*) from submissions) as submissions, (select count(*) from outbox) as outbox',
    );
    return rows[0]!;
  };

  describe.each(formTypes)('%s', (formType) => {
    it('stores exactly one submission and one outbox row for a valid signed request', async () => {
      const before = await countRows();
      const response = await t.send({ path: examplePaths[formType], body: examplePayloads[formType] });
      expect(response.status, response.body).toBe(201);
      const value = response.json['value'] as { id: string; reference: string };
      expect(value.reference).toMatch(/^VEL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      const after = await countRows();
      expect(after.submissions - before.submissions).toBe(1);
      expect(after.outbox - before.outbox).toBe(1);
      const { rows } = await db.query<{
        form_type: string;
        payload: Record<string, unknown>;
        sink: string;
        status: string;
      }>(
        `select s.form_type, s.payload, o.sink, o.status from submissions s join outbox o on o.submission_id = s.id where s.id = $1`,
        [value.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ form_type: formType, sink: 'default', status: 'pending' });
      for (const key of ['rt', 'rt_action', 'rt_version', 'location', 'title', 'language', 'formId']) {
        expect(rows[0]!.payload).not.toHaveProperty(key);
      }
    });

    it('rejects an unknown field, naming it', async () => {
      const response = await t.send({
        path: examplePaths[formType],
        body: { ...examplePayloads[formType], isAdmin: true },
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        errorName: 'ValidationError',
        fields: { isAdmin: 'unknown-field' },
      });
    });

    it('answers 401 to an unsigned request', async () => {
      const response = await t.send({
        path: examplePaths[formType],
        body: examplePayloads[formType],
        sign: false,
      });
      expect(response.status).toBe(401);
      expect(response.json['errorName']).toBe('InvalidSignature');
    });
  });

  it('keeps page context in meta, cuts the user agent to 500 characters', async () => {
    const response = await t.send({
      path: contactPath,
      body: { ...contact, language: 'de', location: 'https://www.velora.ch/de/contact', title: 'Kontakt' },
      headers: { 'user-agent': 'x'.repeat(800) },
    });
    const id = (response.json['value'] as { id: string }).id;
    const { rows } = await db.query<{ meta: Record<string, unknown> }>(
      'select meta from submissions where id = $1',
      [id],
    );
    expect(rows[0]!.meta).toEqual({
      language: 'de',
      formId: 'velora-contact-en',
      location: 'https://www.velora.ch/de/contact',
      title: 'Kontakt',
      userAgent: 'x'.repeat(500),
    });
  });

  it('stores trimmed values', async () => {
    const response = await t.send({ path: contactPath, body: { ...contact, firstname: '  Anna  ' } });
    const id = (response.json['value'] as { id: string }).id;
    const { rows } = await db.query<{ payload: Record<string, unknown> }>(
      'select payload from submissions where id = $1',
      [id],
    );
    expect(rows[0]!.payload['firstname']).toBe('Anna');
  });

  describe('transport', () => {
    it.each([
      ['text/plain', 'text/plain'],
      ['form encoding', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['JSON in latin1', 'application/json; charset=latin1'],
      ['no content type', undefined],
    ])('answers 415 to %s', async (_name, contentType) => {
      const response = await t.send({
        path: contactPath,
        body: contact,
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect(response.json['errorName']).toBe('UnsupportedMediaType');
    });

    it('accepts application/json with a UTF-8 charset', async () => {
      const response = await t.send({
        path: contactPath,
        body: contact,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      });
      expect(response.status).toBe(201);
    });

    it('answers 413 when Content-Length is over the limit, before reading', async () => {
      const response = await t.send({
        path: contactPath,
        body: contact,
        headers: { 'content-length': String(t.config.bodyLimitBytes + 1) },
      });
      expect(response.status).toBe(413);
      expect(response.json['errorName']).toBe('PayloadTooLarge');
    });

    it('answers 413 when the body is over the limit without a Content-Length', async () => {
      const response = await t.send({
        path: contactPath,
        body: { ...contact, message: 'x'.repeat(t.config.bodyLimitBytes) },
      });
      expect(response.status).toBe(413);
    });

    it('answers 400 BadRequest to a body that is not JSON', async () => {
      for (const body of ['{"firstname":', '', 'undefined', "{'a':1}"]) {
        const response = await t.send({ path: contactPath, body });
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ errorName: 'BadRequest' });
        expect(response.json['message']).toMatch(/not valid JSON/);
      }
    });

    it('answers 400 BadRequest to JSON that is not an object', async () => {
      for (const body of ['[]', '"text"', '42', 'null', 'true']) {
        const response = await t.send({ path: contactPath, body });
        expect(response.status).toBe(400);
        expect(response.json['errorName']).toBe('BadRequest');
      }
    });

    it('answers 405 with Allow to other methods on a form endpoint', async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await t.send({ method, path: contactPath });
        expect(response.status).toBe(405);
        expect(response.headers['Allow']).toBe('POST');
        expect(response.json['errorName']).toBe('MethodNotAllowed');
      }
    });

    it('answers 404 JSON to unknown paths and unconfigured contact form ids', async () => {
      for (const path of [
        '/api/nothing',
        '/api/contact',
        '/api/contact/not-a-form',
        '/api/contact/velora-simple-contact-en',
      ]) {
        const response = await t.send({ path, body: contact });
        expect(response.status).toBe(404);
        expect(response.json['errorName']).toBe('NotFound');
        expect(response.headers['Content-Type']).toBe('application/json; charset=utf-8');
      }
    });

    it('accepts a trailing slash', async () => {
      const response = await t.send({ path: `${contactPath}/`, body: contact });
      expect(response.status).toBe(201);
    });

    it('rejects a foreign Origin with 403 ForbiddenOrigin and accepts allowed ones', async () => {
      const foreign = await t.send({
        path: contactPath,
        body: contact,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.json['errorName']).toBe('ForbiddenOrigin');
      for (const origin of ['https://www.velora.ch', 'http://localhost:4321', 'http://127.0.0.1:4321']) {
        const allowed = await t.send({ path: contactPath, body: contact, headers: { origin } });
        expect(allowed.status).toBe(201);
      }
      const opaque = await t.send({ path: contactPath, body: contact, headers: { origin: 'null' } });
      expect(opaque.status).toBe(403);
    });

    it('sends the API security headers and no-store on every answer', async () => {
      for (const response of [
        await t.send({ path: contactPath, body: contact }),
        await t.send({ path: contactPath, body: contact, sign: false }),
        await t.send({ method: 'GET', path: '/healthz' }),
      ]) {
        expect(response.headers['Content-Security-Policy']).toContain("default-src 'none'");
        expect(response.headers['X-Content-Type-Options']).toBe('nosniff');
        expect(response.headers['Strict-Transport-Security']).toContain('max-age=');
        expect(response.headers['Cache-Control']).toBe('no-store');
        expect(response.headers['X-Request-Id']).toBeTruthy();
      }
    });
  });

  describe('operations', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await t.send({ method: 'GET', path: '/healthz' })).json).toEqual({ status: 'ok' });
      const ready = await t.send({ method: 'GET', path: '/readyz' });
      expect(ready.status).toBe(200);
      expect((await t.send({ method: 'HEAD', path: '/healthz' })).body).toBe('');
    });

    it('answers /readyz with 503 when the database is unreachable', async () => {
      const broken: Db = { ...db, query: () => Promise.reject(new Error('connection refused')) };
      const api = createTestApi({ db: broken });
      const response = await api.send({ method: 'GET', path: '/readyz' });
      expect(response.status).toBe(503);
    });
  });
});
