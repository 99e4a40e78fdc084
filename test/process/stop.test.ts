import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLockHolder } from '../../src/server/db/data-dir-lock.ts';
import { isAlive, serverEnv, spawnCollecting } from '../support/server-process.ts';

const PORT = 4419;

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

/**
 * `npm start` stopped with SIGTERM leaves no server behind: npm, the start script and the server
 * process all end, the port is free and the data directory unlocked. Runs in a scratch copy of
 * the project (sources linked, a stand-in build newer than them), so `npm start` does not build.
 */
describe('npm start and SIGTERM', () => {
  let project: string;
  let dataDir: string;

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), 'velora-start-'));
    dataDir = path.join(project, 'data');
    for (const entry of [
      'src',
      'scripts',
      'content',
      'public',
      'node_modules',
      'package.json',
      'tsconfig.json',
    ]) {
      await symlink(path.resolve(entry), path.join(project, entry));
    }
    await mkdir(path.join(project, 'dist', 'client'), { recursive: true });
    await writeFile(
      path.join(project, 'dist', 'client', 'index.html'),
      '<!doctype html><html lang="en"><title>Velora</title><p>stand-in build</p></html>',
    );
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('ends the server process and frees the port and DATA_DIR', async () => {
    const npm = spawnCollecting('npm', ['start'], {
      cwd: project,
      env: serverEnv({ PORT: String(PORT), DATA_DIR: dataDir, npm_config_update_notifier: 'false' }),
    });
    let serverPid: number | undefined;
    try {
      await waitUntil('the server answers /healthz', answers, 90_000);
      serverPid = readLockHolder(dataDir)?.pid;
      expect(serverPid).toBeGreaterThan(0);
      expect(serverPid).not.toBe(npm.child.pid);

      npm.child.kill('SIGTERM');
      await npm.exited;
      await waitUntil('the server process ends', () => !isAlive(serverPid!), 20_000);
      expect(await answers()).toBe(false);
      expect(readLockHolder(dataDir)).toBeUndefined();
    } finally {
      // Whatever the outcome, leave nothing running.
      npm.child.kill('SIGKILL');
      if (serverPid !== undefined && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 150_000);
});
