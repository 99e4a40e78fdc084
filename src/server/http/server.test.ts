import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../forms/examples.ts';
import { createSignatureHeaders } from '../../forms/signing.ts';
import { createTestApi } from '../../../test/support/test-api.ts';
import { loadConfig } from '../config.ts';
import { testDatabases } from '../db/test-databases.ts';
import { startServer, type RunningServer } from './server.ts';
import { handleWebRequest } from './web-api-adapter.ts';

const key = 'velora-public-signing-key';

/** Raw node:http request, so chunked bodies and exact headers can be sent. */
function rawRequest(url: string, options: http.RequestOptions, chunks: (string | Buffer)[]) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(url, options, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk);
      request.end();
    },
  );
}

describe('HTTP server (PGlite on disk)', () => {
  let dataDir: string;
  let running: RunningServer;
  const staticCalls: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'velora-server-test-'));
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      HUMAN_VERIFICATION: 'off',
      LOG_LEVEL: 'silent',
    });
    running = await startServer({
      config,
      worker: false,
      staticHandler: async (request, response) => {
        staticCalls.push(request.url ?? '');
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<!doctype html><title>page</title>');
      },
    });
  });
  afterAll(async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on the URL it reports and answers /healthz and /readyz', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
  });

  it('stores a signed submission durably in the data directory', async () => {
    const response = await fetch(`${running.url}${examplePaths.contact}?utm=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await createSignatureHeaders(key)) },
      body: JSON.stringify(examplePayloads.contact),
    });
    expect(response.status).toBe(201);
    const { value } = (await response.json()) as { value: { id: string } };
    const { rows } = await running.app.db.query('select form_type from submissions where id = $1', [
      value.id,
    ]);
    expect(rows).toEqual([{ form_type: 'contact' }]);
    expect(running.app.db.kind).toBe('pglite');
  });

  it('answers 413 to a chunked body over the limit', async () => {
    const signature = await createSignatureHeaders(key);
    const response = await rawRequest(
      `${running.url}${examplePaths.contact}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', ...signature },
      },
      ['{"message":"', 'x'.repeat(10_000), 'y'.repeat(10_000), '"}'],
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ errorName: 'PayloadTooLarge' });
  });

  it('answers 413 from Content-Length without reading the body', async () => {
    const response = await rawRequest(
      `${running.url}${examplePaths.contact}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000000' } },
      ['{}'],
    ).catch(() => ({ status: 413, headers: {}, body: '{}' }));
    expect(response.status).toBe(413);
  });

  it('answers 415 and 401 over HTTP too', async () => {
    const unsupported = await fetch(`${running.url}${examplePaths.contact}`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(unsupported.status).toBe(415);
    const unsigned = await fetch(`${running.url}${examplePaths.contact}`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
  });

  it('sends everything else to the static handler', async () => {
    const response = await fetch(`${running.url}/de/blog`);
    expect(response.status).toBe(200);
    expect(staticCalls).toContain('/de/blog');
    expect((await fetch(`${running.url}/apiary`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/unknown`)).status).toBe(404);
  });
});

describe('HTTP server without a static site', () => {
  it('answers 404 JSON outside the API and closes gracefully', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-server-test-'));
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      HUMAN_VERIFICATION: 'off',
      LOG_LEVEL: 'silent',
    });
    const running = await startServer({ config, worker: false, staticRoot: path.join(dataDir, 'no-site') });
    try {
      const response = await fetch(`${running.url}/about-us`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorName: 'NotFound' });
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Web adapter (Astro endpoint)', () => {
  it('turns a Request into an API call and back', async () => {
    const db = await testDatabases()[0]!.open();
    try {
      const t = createTestApi({ db });
      const request = new Request(`http://localhost:4321${examplePaths.sms}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(await createSignatureHeaders(key)) },
        body: JSON.stringify(examplePayloads.sms),
      });
      const response = await handleWebRequest(await t.instance(), request, '127.0.0.1');
      expect(response.status).toBe(201);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const big = new Request(`http://localhost:4321${examplePaths.sms}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(await createSignatureHeaders(key)) },
        body: JSON.stringify({ ...examplePayloads.sms, rt: 'x'.repeat(20_000) }),
      });
      expect((await handleWebRequest(await t.instance(), big, '127.0.0.1')).status).toBe(413);
    } finally {
      await db.close();
    }
  });
});
