/**
 * The server process: `node src/server/main.ts` (Node 24 runs TypeScript directly). Serves the
 * API and, when built, the static site; runs the delivery worker and the inbox admin socket; shuts
 * down gracefully on SIGTERM and SIGINT (exit 0), exits 78 on a configuration error, the lock's
 * code when another process holds the data directory, and 1 when it cannot start.
 */
import path from 'node:path';
import { createApp } from './app.ts';
import { checkConfig, ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startAdminSocket } from './delivery/inbox-socket.ts';
import { createServer, getServerUrl } from './server.ts';

function readConfig(): Config {
  try {
    checkConfig();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await createApp(config);
  // STATIC_ROOT picks the build to serve (dist/client by default).
  const server = await createServer({ config, app, staticRoot: path.resolve(config.staticRoot) });
  await server.listen({ port: config.port, host: config.host });
  const admin = await startAdminSocket({ db: app.db, config, logger: app.logger, dataDir: config.dataDir });
  process.stdout.write(`Velora listening on ${getServerUrl(server)}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    admin
      .close()
      .then(() => server.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error.exitCode);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
