import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * One writer per data directory. The embedded database (PGlite) is one process's: two processes
 * writing the same files lose data. Whoever opens PGlite under DATA_DIR first holds an exclusive
 * lock on `DATA_DIR/server.lock` until it closes the database or dies; everyone else is refused.
 *
 * The lock is an OS record lock (POSIX `fcntl`), taken through Node's built-in SQLite, which
 * holds it for as long as its connection keeps an exclusive transaction open. The kernel drops it
 * when the process ends, however it ends (SIGKILL and crashes included), so there is never a
 * stale lock to clean up. Processes in one container or across containers sharing the directory
 * see the same lock (it lives in the file system, not in a network namespace).
 *
 * Beside the lock: `server.pid` (the holder's PID and command line, for the refusal message).
 */
export const dataDirFiles = {
  lock: 'server.lock',
  pid: 'server.pid',
  /** The running server's admin socket (`npm run inbox` asks the server through it). */
  socket: 'server.sock',
} as const;

/** Exit status of a process refused because another holds the data directory (EX_TEMPFAIL). */
export const DATA_DIR_LOCKED_EXIT_CODE = 75;

/** SQLite's "database is locked" / "busy": another process (or connection) holds the lock. */
const SQLITE_BUSY = 5;

/** Thrown when another live process holds the data directory. The message is for the operator. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly exitCode = DATA_DIR_LOCKED_EXIT_CODE;
  readonly dataDir: string;
  /** The holder, as it wrote itself into `server.pid`; undefined while it is still starting. */
  readonly holder: { pid: number; command: string } | undefined;

  constructor(dataDir: string, holder: { pid: number; command: string } | undefined) {
    const who = holder ? `process ${holder.pid} (${holder.command})` : 'another process (still starting)';
    super(
      `DATA_DIR ${dataDir} is in use by ${who}. Only one process may open its embedded database at a ` +
        'time: stop that process first, or give this one another DATA_DIR. The inbox CLI ' +
        '(`npm run inbox`) works beside a running server: it asks the server.',
    );
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** A held data-directory lock. */
export interface DataDirLock {
  /** Absolute path of the locked directory. */
  readonly dir: string;
  /** Releases the lock (idempotent). The lock also ends with the process. */
  release(): void;
}

/** Reads `server.pid`: the PID on the first line, the command on the second. */
export function readLockHolder(dir: string): { pid: number; command: string } | undefined {
  try {
    const [pidLine = '', command = ''] = readFileSync(path.join(dir, dataDirFiles.pid), 'utf8').split('\n');
    const pid = Number(pidLine);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid, command: command.trim() || 'unknown' } : undefined;
  } catch {
    return undefined;
  }
}

function describeThisProcess(): string {
  const args = process.argv.slice(1).map((arg) => path.relative(process.cwd(), arg) || arg);
  return ['node', ...args].join(' ').slice(0, 200);
}

/**
 * Takes the exclusive lock on `dir` (created if missing) or throws `DataDirLockedError` naming the
 * holder. `command` describes this process in the holder file (default: its command line).
 */
export function acquireDataDirLock(dir: string, options: { command?: string } = {}): DataDirLock {
  const absolute = path.resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const lockFile = path.join(absolute, dataDirFiles.lock);
  const database = new DatabaseSync(lockFile, { timeout: 0 });
  try {
    // EXCLUSIVE locking mode keeps the lock after the statement; the open transaction takes it.
    database.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; BEGIN EXCLUSIVE');
  } catch (error) {
    database.close();
    if ((error as { errcode?: unknown }).errcode === SQLITE_BUSY) {
      throw new DataDirLockedError(absolute, readLockHolder(absolute));
    }
    throw new Error(`Cannot lock DATA_DIR ${absolute}: ${(error as Error).message}`, { cause: error });
  }
  const pidFile = path.join(absolute, dataDirFiles.pid);
  writeFileSync(pidFile, `${process.pid}\n${options.command ?? describeThisProcess()}\n`, { mode: 0o644 });
  let released = false;
  return {
    dir: absolute,
    release() {
      if (released) return;
      released = true;
      // The holder file goes first: once the lock is free, the next holder writes its own.
      try {
        unlinkSync(pidFile);
      } catch {
        // already gone
      }
      database.close();
    },
  };
}
