import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../test/support/http-request.ts';
import { writeSiteFixture } from '../../../test/support/site-fixture.ts';
import { registerSite } from '../site/register-site.ts';
import { followPublishedSite } from './follow-published.ts';
import { createLiveSite, getPointerFile } from './live-site.ts';

/** A publisher's data directory, its builds, and a replica serving build A that follows it. */
let publisherDataDir: string;
let builds: Record<'a' | 'b', string>;
let replica: FastifyInstance;
let base: string;
let follower: { close(): void };
const errors: { data: object; message: string }[] = [];
const logger = {
  info: () => undefined,
  error: (data: object, message: string) => errors.push({ data, message }),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  publisherDataDir = mkdtempSync(join(tmpdir(), 'velora-publisher-'));
  builds = { a: await writeSiteFixture(), b: await writeSiteFixture() };
  writeFileSync(join(builds.a, 'release.txt'), 'build A');
  writeFileSync(join(builds.b, 'release.txt'), 'build B');
  replica = Fastify();
  const site = await registerSite(replica, { root: builds.a });
  follower = followPublishedSite({
    pointerFile: getPointerFile(publisherDataDir),
    site,
    logger,
    intervalMs: 25,
  });
  base = await replica.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  follower.close();
  await replica.close();
  for (const dir of [publisherDataDir, builds.a, builds.b]) rmSync(dir, { recursive: true, force: true });
});

const release = async () => {
  const response = await request(base, '/release.txt');
  return `${response.status} ${response.body.toString()}`;
};

describe('a replica following its publisher (FOLLOW_SITE_POINTER)', () => {
  it('switches to the build the publisher made live, with every request answered on the way', async () => {
    const publisher = createLiveSite({
      initialRoot: builds.a,
      pointerFile: getPointerFile(publisherDataDir),
    });
    expect(await release()).toBe('200 build A');
    const answers: string[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) answers.push(await release());
    })();
    await publisher.publish(builds.b);
    await vi.waitFor(async () => expect(await release()).toBe('200 build B'), {
      timeout: 5000,
      interval: 20,
    });
    polling = false;
    await poll;
    // Only whole answers of one build or the other: never a failure, never a mix.
    expect(new Set(answers)).toEqual(new Set(['200 build A', '200 build B']));
    expect(answers.indexOf('200 build B')).toBeGreaterThan(-1);
    expect(answers.slice(answers.indexOf('200 build B'))).not.toContain('200 build A');
  });

  it('keeps serving its build when the pointer names one it cannot see, and says why', async () => {
    const pointer = getPointerFile(publisherDataDir);
    writeFileSync(
      `${pointer}.tmp`,
      JSON.stringify({ root: join(publisherDataDir, 'builds', 'gone', 'client') }),
    );
    await rename(`${pointer}.tmp`, pointer);
    await vi.waitFor(() => expect(errors.map((entry) => entry.message).join()).toMatch(/cannot see/), {
      timeout: 5000,
      interval: 20,
    });
    expect(await release()).toBe('200 build B');
  });

  it('follows the next publish again, back to an earlier build as well', async () => {
    const publisher = createLiveSite({
      initialRoot: builds.b,
      pointerFile: getPointerFile(publisherDataDir),
    });
    await publisher.publish(builds.a);
    await vi.waitFor(async () => expect(await release()).toBe('200 build A'), {
      timeout: 5000,
      interval: 20,
    });
  });
});
