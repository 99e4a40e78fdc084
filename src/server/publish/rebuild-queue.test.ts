import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveSite, getPointerFile, readPublishedRoot } from './live-site.ts';
import { createRebuildQueue, type RebuildOutcome } from './rebuild-queue.ts';

let dataDir: string;
const logs: { level: string; data: object; message: string }[] = [];
const logger = {
  info: (data: object, message: string) => logs.push({ level: 'info', data, message }),
  error: (data: object, message: string) => logs.push({ level: 'error', data, message }),
};

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'velora-publish-'));
  logs.length = 0;
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setUp(build: (outDir: string) => Promise<void>) {
  const site = createLiveSite({
    initialRoot: join(dataDir, 'deployed'),
    pointerFile: getPointerFile(dataDir),
  });
  const outcomes: RebuildOutcome[] = [];
  const queue = createRebuildQueue({
    build,
    buildsDir: join(dataDir, 'site', 'builds'),
    site,
    logger,
    debounceMs: 50,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { site, queue, outcomes };
}

async function writeSite(outDir: string, text: string): Promise<void> {
  await mkdir(join(outDir, 'client'), { recursive: true });
  await writeFile(join(outDir, 'client', 'index.html'), text);
}

describe('rebuild queue', () => {
  it('coalesces a burst of 20 requests into one build and publishes it', async () => {
    let builds = 0;
    const { site, queue, outcomes } = setUp(async (outDir) => {
      builds += 1;
      await writeSite(outDir, `build ${builds}`);
    });
    for (let index = 0; index < 20; index += 1) queue.request(`webhook ${index}`);
    await queue.settled();
    expect(builds).toBe(1);
    expect(outcomes).toEqual(['success']);
    expect(site.root()).toMatch(/site\/builds\/.+\/client$/);
    expect(readPublishedRoot(getPointerFile(dataDir), 'fallback')).toBe(site.root());
  });

  it('requests during a build give exactly one more build after it', async () => {
    let builds = 0;
    let release: () => void = () => undefined;
    let firstStarted: () => void = () => undefined;
    const firstBuild = new Promise<void>((resolve) => (firstStarted = resolve));
    const { queue } = setUp(async (outDir) => {
      builds += 1;
      if (builds === 1) {
        firstStarted();
        await new Promise<void>((resolve) => (release = resolve));
      }
      await writeSite(outDir, `build ${builds}`);
    });
    queue.request('first');
    await firstBuild;
    for (let index = 0; index < 10; index += 1) queue.request(`during ${index}`);
    release();
    await queue.settled();
    expect(builds).toBe(2);
  });

  it('a failed build keeps the last good site, logs why and counts the failure', async () => {
    let fail = false;
    const { site, queue, outcomes } = setUp(async (outDir) => {
      if (fail) throw new Error('story "blog/x" (de): content.title: expected a string');
      await writeSite(outDir, 'good');
    });
    queue.request('good');
    await queue.settled();
    const good = site.root();
    fail = true;
    queue.request('bad');
    await queue.settled();
    expect(site.root()).toBe(good);
    expect(outcomes).toEqual(['success', 'failure']);
    const failure = logs.find((entry) => entry.level === 'error');
    expect(JSON.stringify(failure?.data)).toContain('blog/x');
    expect(readdirSync(join(dataDir, 'site', 'builds'))).toHaveLength(1);
  });

  it('keeps only the live build and the one before it', async () => {
    const { site, queue } = setUp((outDir) => writeSite(outDir, 'x'));
    const roots: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      queue.request(`change ${index}`);
      await queue.settled();
      roots.push(site.root());
    }
    expect(existsSync(roots[3]!)).toBe(true);
    expect(existsSync(roots[2]!)).toBe(true);
    expect(existsSync(roots[1]!)).toBe(false);
    expect(existsSync(roots[0]!)).toBe(false);
  });

  it('a restarted server serves the last published build; without one, the deploy', async () => {
    const pointer = getPointerFile(dataDir);
    expect(readPublishedRoot(pointer, '/deploy')).toBe('/deploy');
    const { site, queue } = setUp((outDir) => writeSite(outDir, 'x'));
    queue.request('change');
    await queue.settled();
    expect(readPublishedRoot(pointer, '/deploy')).toBe(site.root());
    rmSync(site.root(), { recursive: true });
    expect(readPublishedRoot(pointer, '/deploy')).toBe('/deploy');
  });
});
