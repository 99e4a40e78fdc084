import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, nodeBinary, spawnCollecting, waitForOutput } from '../../../test/support/server-process.ts';
import {
  acquireDataDirLock,
  DATA_DIR_LOCKED_EXIT_CODE,
  DataDirLockedError,
  readLockHolder,
} from './data-dir-lock.ts';

const lockModule = path.resolve('src/server/db/data-dir-lock.ts');

/** A process that takes the lock on `dir` (printing "locked") and holds it until killed. */
function holder(dir: string, name: string) {
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
    try {
      acquireDataDirLock(process.argv[1], { command: ${JSON.stringify(name)} });
      console.log('locked');
      setInterval(() => {}, 1000);
    } catch (error) {
      console.error(error.message);
      process.exit(error.exitCode ?? 1);
    }`;
  return spawnCollecting(nodeBinary, ['--input-type=module', '-e', script, dir], { env: process.env });
}

describe('data-directory lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'velora-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second process with the directory and holder, and dies with its holder', async () => {
    const first = holder(dir, 'first holder');
    await waitForOutput(first, 'locked', 20_000);
    expect(readLockHolder(dir)).toEqual({ pid: first.child.pid, command: 'first holder' });

    const second = holder(dir, 'second holder');
    const refused = await second.exited;
    expect(refused.code).toBe(DATA_DIR_LOCKED_EXIT_CODE);
    expect(second.output()).toContain(
      `DATA_DIR ${dir} is in use by process ${first.child.pid} (first holder)`,
    );

    // No stale lock after SIGKILL: the kernel drops it with the process.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(first.child.pid!)).toBe(false);
    const third = holder(dir, 'third holder');
    await waitForOutput(third, 'locked', 20_000);
    expect(readLockHolder(dir)?.pid).toBe(third.child.pid);
    third.child.kill('SIGTERM');
    await third.exited;
  });

  it('refuses a second holder in the same process until the first releases', () => {
    const lock = acquireDataDirLock(dir, { command: 'this test' });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    lock.release();
    expect(readLockHolder(dir)).toBeUndefined();
    acquireDataDirLock(dir).release();
  });
});
