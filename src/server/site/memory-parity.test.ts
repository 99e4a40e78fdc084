import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, type RawResponse } from '../../../test/support/http-request.ts';
import { fixtureData, fixtureScript, fixtureStyle } from '../../../test/support/site-fixture.ts';
import { serveSiteFixture } from '../../../test/support/site-fixture-server.ts';

/** Headers of one answer or one connection, not of the file. */
const perAnswer = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const ofFile = (response: RawResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perAnswer.has(name)));

const site = serveSiteFixture();

describe('files kept in memory (memory-pages.ts) are answered as @fastify/static answers them', () => {
  const targets = ['/', '/blog', fixtureScript.path, fixtureStyle.path, fixtureData.path];
  it.each(targets.flatMap((path) => ['br, gzip', 'gzip', 'identity'].map((accept) => [path, accept])))(
    '%s with Accept-Encoding %s: the same status, headers and bytes',
    async (path, accept) => {
      // An If-None-Match that matches nothing: memory leaves the request to @fastify/static, which
      // answers it in full with 200.
      const fromStatic = await request(site.base, path, {
        headers: { 'accept-encoding': accept, 'if-none-match': '"none"' },
      });
      const first = await request(site.base, path, { headers: { 'accept-encoding': accept } });
      const again = await request(site.base, path, { headers: { 'accept-encoding': accept } });
      expect(fromStatic.status).toBe(200);
      for (const fromMemory of [first, again]) {
        expect(fromMemory.status).toBe(200);
        expect(ofFile(fromMemory)).toEqual(ofFile(fromStatic));
        expect(fromMemory.body.equals(fromStatic.body)).toBe(true);
      }
    },
  );

  it('answers a script, a style sheet and a JSON file from memory once they have been sent', async () => {
    const kept = [fixtureScript, fixtureStyle, fixtureData];
    for (const file of kept) await request(site.base, file.path);
    // Gone from disk, each is still answered whole: from memory, not read again.
    for (const file of kept) await unlink(join(site.root, file.path));
    for (const file of kept) {
      const response = await request(site.base, file.path);
      expect([file.path, response.status]).toEqual([file.path, 200]);
      expect(response.body.toString()).toBe(file.body);
    }
  });
});
