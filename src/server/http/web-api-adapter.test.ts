import { describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../forms/examples.ts';
import { createSignatureHeaders } from '../../forms/signing.ts';
import { createTestApi } from '../api/test-helpers.ts';
import { testDatabases } from '../db/test-databases.ts';
import { handleWebRequest } from './web-api-adapter.ts';

const key = 'velora-public-signing-key';

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
      const response = await handleWebRequest(t.api, request, '127.0.0.1');
      expect(response.status).toBe(201);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const big = new Request(`http://localhost:4321${examplePaths.sms}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(await createSignatureHeaders(key)) },
        body: JSON.stringify({ ...examplePayloads.sms, rt: 'x'.repeat(20_000) }),
      });
      expect((await handleWebRequest(t.api, big, '127.0.0.1')).status).toBe(413);
    } finally {
      await db.close();
    }
  });
});
