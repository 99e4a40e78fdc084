/**
 * Black-box helpers: the real server (`node src/server/main.ts`) and the inbox CLI as child
 * processes, and signed form submissions over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createSignatureHeaders } from '../../src/forms/signing.ts';

export const nodeBinary = path.resolve('node_modules/.bin/node');

/**
 * Environment of a test server: a port the system picks free (`startServerProcess` reads it from
 * the server's first line), no verification, quiet logs, the rest from `overrides`.
 */
export function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOST: '127.0.0.1',
    PORT: '0',
    HUMAN_VERIFICATION: 'off',
    LOG_LEVEL: 'error',
    DELIVERY_POLL_MS: '50',
    ...overrides,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once its output pipes closed: it and every process it started that kept them ended. */
  closed: Promise<void>;
}

/** Children spawned here and still running; each is killed when this process exits. */
const running = new Set<ChildProcess>();

/**
 * A process a test started must not outlive the test run: a hook that times out while its server
 * starts never gets to stop it (the process would hold its port, data directory and CPU after the
 * run). On this process's exit each child still running gets SIGKILL; `exit` handlers can only
 * act synchronously, and nothing of a test's server is worth more than certainty that it ends.
 */
function killOnExit(child: ChildProcess): void {
  if (running.size === 0) process.once('exit', killRunning);
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) process.off('exit', killRunning);
  });
}

function killRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Spawns a process and collects its output; `exited` resolves when it ends. The process is killed
 * if it still runs when this one exits.
 */
export function spawnCollecting(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
) {
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, output: () => output, exited, closed };
}

/**
 * Starts `node src/server/main.ts` and resolves once it listens (rejects if it exits first), with
 * the address it printed (the port is the one it was given, or the free one the system picked).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const running = spawnCollecting(nodeBinary, ['src/server/main.ts'], { env });
  const url = await waitForListening(running, 60_000);
  return { ...running, url };
}

/** The address a starting server prints (`Velora listening on http://...`). */
export async function waitForListening(
  running: { child: ChildProcess; output(): string; exited: Promise<unknown> },
  timeoutMs: number,
): Promise<string> {
  await waitForOutput(running, 'listening on', timeoutMs);
  const match = /listening on (http:\/\/\S+)/.exec(running.output());
  if (!match?.[1]) throw new Error(`no address in:\n${running.output()}`);
  return match[1];
}

/**
 * Waits until a spawned process printed `text` (checked on each chunk of its output); rejects when
 * it exits first or the time is up.
 */
export function waitForOutput(
  running: { child: ChildProcess; output(): string; exited: Promise<unknown> },
  text: string,
  timeoutMs: number,
): Promise<void> {
  const { child } = running;
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!running.output().includes(text)) return;
      finish();
      resolve();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${running.output()}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    void running.exited.then(() => {
      check();
      finish();
      reject(new Error(`process exited before printing "${text}":\n${running.output()}`));
    });
    check();
  });
}

/** Sends `signal` and waits for the process to end. */
export async function stopProcess(
  running: { child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> },
  signal: NodeJS.Signals = 'SIGTERM',
) {
  running.child.kill(signal);
  return running.exited;
}

/** Runs `node scripts/inbox.ts <args>` and resolves with its exit code and output. */
export async function runInbox(args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const child = spawn(nodeBinary, [path.resolve('scripts/inbox.ts'), ...args], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/** Posts a signed simple-contact form; resolves with the status and, when accepted, the reference. */
export async function submitContact(
  baseUrl: string,
  index: number,
  options: { clientAddress?: string } = {},
): Promise<{ status: number; reference?: string; retryAfter?: string | null }> {
  const body = {
    formId: 'velora-simple-contact-en',
    firstname: 'Trust',
    lastname: `Data${index}`,
    email: `trust${index}@example.ch`,
    rt_action: 'simple_contact',
    rt: '',
    location: 'https://www.velora.ch/contact',
    title: 'Contact',
    language: 'en',
  };
  const response = await fetch(`${baseUrl}/api/simple-contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : {}),
      ...(await createSignatureHeaders('velora-public-signing-key')),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { value?: { reference?: string } };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...(answer.value?.reference ? { reference: answer.value.reference } : {}),
  };
}

/** Whether a process with this PID is alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
