import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Lowest priority a build child gets, so that serving pages always comes first. */
const BUILD_NICENESS = 15;
const KEEP_OUTPUT_CHARS = 4000;

/** A failed build: its exit status and the end of what it printed (names the story and field). */
export class BuildFailedError extends Error {
  readonly exitCode: number | null;
  readonly output: string;

  constructor(exitCode: number | null, output: string) {
    super(`The site build failed (exit ${String(exitCode)}): ${lastLines(output, 12)}`);
    this.name = 'BuildFailedError';
    this.exitCode = exitCode;
    this.output = output;
  }
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').slice(-count).join('\n');
}

export interface ChildBuildOptions {
  /** The command and arguments of one build, e.g. `[process.execPath, 'scripts/build.mjs']`. */
  command: readonly [string, ...string[]];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs one site build into `outDir` (`ASTRO_OUT_DIR`) as a child process at low CPU priority and
 * resolves when it succeeded; rejects with {@link BuildFailedError} otherwise.
 */
export function runChildBuild(outDir: string, options: ChildBuildOptions): Promise<void> {
  const [command, ...args] = options.command;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...options.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      if (child.pid) setPriority(child.pid, BUILD_NICENESS);
    } catch {
      // Lowering the priority is a courtesy; a platform that refuses it still builds.
    }
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEEP_OUTPUT_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new BuildFailedError(null, `${output}\n${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BuildFailedError(code, output))));
  });
}
