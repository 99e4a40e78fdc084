// `npm start`: build when the sources changed since the last build, then serve site and API in this
// process (scripts/serve.mjs). A SIGTERM or SIGINT during the build stops the build and everything it
// started, and exits 128 + the signal's number; during serving it closes the server gracefully.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { isBuildStale } from './build-state.mjs';

/** Runs `node <args>` in its own process group and forwards SIGTERM/SIGINT to the whole group. */
function runNode(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', detached: true });
    const forward = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

if (isBuildStale()) {
  console.log('Building the site (sources changed since the last build)…');
  const status = await runNode(['scripts/build.mjs']);
  if (status !== 0) process.exit(status);
}
await import('./serve.mjs');
