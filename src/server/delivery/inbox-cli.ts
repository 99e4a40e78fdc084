import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { runInboxCommand, type InboxIo } from './inbox-commands.ts';
import { askRunningServer } from './inbox-remote.ts';

export interface InboxCliOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  statementTimeoutMs: number;
  /** PostgreSQL: prepare parameterised statements (DB_PREPARED_STATEMENTS); default true. */
  preparedStatements?: boolean;
  /** How long to keep trying while another process holds DATA_DIR (a server still starting). */
  waitMs?: number;
  io: Omit<InboxIo, 'openDb'>;
}

async function openOwnDb(options: InboxCliOptions): Promise<Db> {
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: path.join(options.dataDir, 'pglite'),
    statementTimeoutMs: options.statementTimeoutMs,
    preparedStatements: options.preparedStatements,
    lockOwner: 'npm run inbox',
  });
  try {
    // A fresh data directory has no tables yet; the same migrations the server runs create them.
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/**
 * `npm run inbox -- <args>`. With PostgreSQL (`databaseUrl`) the command opens the database
 * itself. With PGlite it asks the server running on `dataDir` over its admin socket; when none
 * runs, it opens PGlite itself, holding the data-directory lock meanwhile. While another process
 * holds the lock without serving the socket (a server starting, another CLI), it tries again for
 * `waitMs`, then throws the `DataDirLockedError` naming that process. Returns the exit code.
 */
export async function runInboxCli(args: string[], options: InboxCliOptions): Promise<number> {
  const { io } = options;
  const local = () => runInboxCommand(args, { ...io, openDb: () => openOwnDb(options) });
  if (options.databaseUrl) return local();
  const deadline = Date.now() + (options.waitMs ?? 10_000);
  for (;;) {
    const answer = await askRunningServer(options.dataDir, args);
    if (answer) {
      io.write(answer.stdout);
      if (answer.stderr) io.writeError(answer.stderr);
      for (const file of answer.files) await io.writeFile(file.path, file.text);
      return answer.exitCode;
    }
    try {
      return await local();
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() >= deadline) throw error;
      await sleep(200);
    }
  }
}
