// Child processes of a benchmark: the Node to run them with, waiting for a line they print,
// stopping them, and the CPU time they have used (Linux /proc).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Node that runs TypeScript directly (>= 22.18); the project's own Node 24 otherwise. */
export function nodeBinary() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 18)) return process.execPath;
  return path.join(root, 'node_modules', '.bin', 'node');
}

/** Resolves with the match of `pattern` once the child's stdout shows it; rejects if it exits first. */
export function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onExit = (code) => reject(new Error(`process exited early (${code}): ${buffer.slice(-2000)}`));
    const onData = (chunk) => {
      buffer += chunk;
      const match = pattern.exec(buffer);
      if (!match) return;
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume();
      resolve(match);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the child has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** CPU time (ms, user + system) a process has used so far, from /proc; undefined elsewhere. */
export function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
