import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { checkReadiness, type ProbeFileSystem } from './readiness.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';

/** A disk that is full: files open, but writing to them fails with ENOSPC. */
const fullDisk: ProbeFileSystem = {
  open: (async (...args: Parameters<typeof open>) => {
    const handle = await open(...args);
    return Object.assign(handle, {
      writeFile: () =>
        Promise.reject(
          Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
        ),
    });
  }) as typeof open,
};

describe.each(testDatabases())('readiness on $kind', ({ open: openDb }) => {
  let db: Db;
  let dataDir: string;
  beforeAll(async () => {
    db = await openDb();
    dataDir = await mkdtemp(path.join(tmpdir(), 'velora-ready-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is ready when the database commits a write and the disk takes a flushed file', async () => {
    expect(await checkReadiness(db, { timeoutMs: 2000, dataDir })).toEqual({ ok: true });
    const { rows } = await db.query<{ n: number }>('select count(*) as n from health_probe');
    expect(rows[0]?.n).toBe(1);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('is not ready when the disk is full, and leaves no probe file behind', async () => {
    const readiness = await checkReadiness(db, { timeoutMs: 2000, dataDir, fileSystem: fullDisk });
    expect(readiness.ok).toBe(false);
    expect(readiness.reason).toMatch(/disk cannot write.*ENOSPC/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it.skipIf(process.platform !== 'linux')(
    'is not ready when DATA_DIR is on a read-only file system',
    async () => {
      const readiness = await checkReadiness(db, { timeoutMs: 2000, dataDir: '/proc/self' });
      expect(readiness.ok).toBe(false);
      expect(readiness.reason).toMatch(/disk cannot write in \/proc\/self/);
    },
  );

  it('is not ready when the database refuses writes', async () => {
    const broken: Db = {
      ...db,
      query: () => Promise.reject(new Error('could not extend file: No space left')),
    };
    const readiness = await checkReadiness(broken, { timeoutMs: 2000, dataDir });
    expect(readiness).toEqual({
      ok: false,
      reason: 'database cannot write: could not extend file: No space left',
    });
  });
});
