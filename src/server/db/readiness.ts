import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { DatabaseUnavailableError } from './errors.ts';

/** The answer of `/readyz`: `ok`, or why not. */
export interface Readiness {
  ok: boolean;
  /** Why the server is not ready (for logs and the 503 body); undefined when ready. */
  reason?: string;
}

/**
 * One simple query, so one implicit transaction: takes the lock every form submission takes on
 * the tables it writes (a table locked by someone else makes it wait, then time out), then
 * commits a write.
 */
const PROBE_SQL = `lock table submissions, outbox, rate_limits in row exclusive mode;
  insert into health_probe (id, checked_at) values (1, now())
  on conflict (id) do update set checked_at = excluded.checked_at`;

function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The file operations of the disk probe (tests hand in a disk that is full). */
export interface ProbeFileSystem {
  open: typeof open;
}

/** Writes, flushes to disk and deletes a small file in `dir`: a full or read-only disk fails. */
export async function probeDisk(dir: string, fileSystem: ProbeFileSystem = { open }): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `.ready-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  const handle = await fileSystem.open(file, 'w', 0o600);
  try {
    await handle.writeFile(randomBytes(4096));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file).catch(() => undefined);
  }
}

/**
 * Proves the database takes writes now: the submission tables can be written (no lock held
 * against them) and a row of `health_probe` is committed (a read-only or full database fails).
 */
export async function probeDatabaseWrite(db: Db): Promise<void> {
  await db.query(PROBE_SQL);
}

function describe(error: unknown): string {
  if (error instanceof DatabaseUnavailableError) return error.message;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * Whether the server can do its work now, for `/readyz`: the database commits a small write
 * within `timeoutMs`, and, when `dataDir` is given, the local disk accepts a 4 KiB file flushed
 * with fsync (a full disk or a read-only mount is not ready). Never throws.
 */
export async function checkReadiness(
  db: Db,
  options: { timeoutMs: number; dataDir?: string | undefined; fileSystem?: ProbeFileSystem },
): Promise<Readiness> {
  try {
    await withTimeout(probeDatabaseWrite(db), options.timeoutMs, 'the database write probe');
  } catch (error) {
    return { ok: false, reason: `database cannot write: ${describe(error)}` };
  }
  if (options.dataDir !== undefined) {
    try {
      await withTimeout(probeDisk(options.dataDir, options.fileSystem), options.timeoutMs, 'the disk probe');
    } catch (error) {
      return { ok: false, reason: `disk cannot write in ${options.dataDir}: ${describe(error)}` };
    }
  }
  return { ok: true };
}
