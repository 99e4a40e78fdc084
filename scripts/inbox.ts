/**
 * The inbox CLI: `npm run inbox -- <command>` (package.json: "inbox": "node scripts/inbox.ts").
 * A thin shell over src/server/delivery/inbox-cli.ts; `npm run inbox -- help` lists the
 * commands. Uses the server's storage settings (DATABASE_URL, else PGlite under DATA_DIR); beside
 * a running server on PGlite it asks that server over DATA_DIR/server.sock.
 */
import { writeFile } from 'node:fs/promises';
import { loadDbConfig, loadStorageConfig } from '../src/config/index.ts';
import { DataDirLockedError } from '../src/server/db/index.ts';
import { runInboxCli } from '../src/server/delivery/inbox-cli.ts';

try {
  // The CLI takes its part of the configuration: where the data is, and the database's patience.
  const config = loadStorageConfig(process.env);
  process.exitCode = await runInboxCli(process.argv.slice(2), {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    ...loadDbConfig(process.env),
    io: {
      write: (text) => process.stdout.write(text),
      writeError: (text) => process.stderr.write(text),
      writeFile: (file, text) => writeFile(file, text, 'utf8'),
    },
  });
} catch (error) {
  process.stderr.write(`inbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof DataDirLockedError ? error.exitCode : 1;
}
