/**
 * The server process: `node src/server/main.ts` (Node 24 runs TypeScript directly). Serves the
 * API and, when built, the static site; runs the delivery worker; shuts down gracefully on
 * SIGTERM and SIGINT.
 */
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startAdminSocket } from './delivery/inbox-socket.ts';
import { startServer } from './http/server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  // STATIC_ROOT (set by scripts/serve.mjs) picks the build to serve; dist/client by default.
  const running = await startServer({
    config,
    ...(process.env['STATIC_ROOT'] ? { staticRoot: process.env['STATIC_ROOT'] } : {}),
  });
  const admin = await startAdminSocket({
    db: running.app.db,
    config,
    logger: running.app.logger,
    dataDir: config.dataDir,
  });
  process.stdout.write(`Velora listening on ${running.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.logger.info({ signal }, 'shutting down');
    admin
      .close()
      .then(() => running.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
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
