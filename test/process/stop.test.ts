import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLockHolder } from '../../src/server/db/data-dir-lock.ts';
import { isAlive, serverEnv, spawnCollecting, waitForListening } from '../support/server-process.ts';

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
      env: serverEnv({ DATA_DIR: dataDir, npm_config_update_notifier: 'false' }),
    });
    let serverPid: number | undefined;
    try {
      const url = await waitForListening(npm, 90_000);
      expect((await fetch(`${url}/healthz`)).ok).toBe(true);
      serverPid = readLockHolder(dataDir)?.pid;
      expect(serverPid).toBeGreaterThan(0);
      expect(serverPid).not.toBe(npm.child.pid);

      npm.child.kill('SIGTERM');
      await npm.exited;
      // The server shares npm's output pipes: they close once it has ended too.
      await npm.closed;
      expect(isAlive(serverPid!)).toBe(false);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      expect(readLockHolder(dataDir)).toBeUndefined();
    } finally {
      // Whatever the outcome, leave nothing running.
      npm.child.kill('SIGKILL');
      if (serverPid !== undefined && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 150_000);
});
