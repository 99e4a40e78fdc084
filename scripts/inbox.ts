/**
 * The inbox CLI: `npm run inbox -- <command>` (package.json: "inbox": "node scripts/inbox.ts").
 * A thin shell over src/server/delivery/inbox-commands.ts; `npm run inbox -- help` lists the
 * commands. Uses the server's database settings (DATABASE_URL, else PGlite under DATA_DIR).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDb } from '../src/server/db/index.ts';
import { runInboxCommand } from '../src/server/delivery/inbox-commands.ts';

try {
  process.exitCode = await runInboxCommand(process.argv.slice(2), {
    async openDb() {
      const config = loadConfig(process.env);
      const db = await openDb({
        databaseUrl: config.databaseUrl,
        dataDir: path.join(config.dataDir, 'pglite'),
      });
      // A fresh data directory has no tables yet; the same migrations the server runs create them.
      await migrate(db);
      return db;
    },
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
    writeFile: (file, text) => writeFile(file, text, 'utf8'),
  });
} catch (error) {
  process.stderr.write(`inbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
