import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { registerSite } from '../../src/server/site/register-site.ts';
import { writeSiteFixture } from './site-fixture.ts';

/**
 * The site fixture (`site-fixture.ts`) served by a Fastify app with the site alone registered,
 * started before the calling file's tests and closed after them; read `base` (its origin) and
 * `root` (the fixture's folder) inside the tests.
 */
export function serveSiteFixture(): { readonly base: string; readonly root: string } {
  const served = { base: '', root: '' };
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    served.root = await writeSiteFixture();
    server = Fastify();
    await registerSite(server, { root: served.root });
    served.base = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await rm(served.root, { recursive: true, force: true });
  });
  return served;
}
