import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSiteFixture } from '../test/support/site-fixture.ts';

const scripts = path.resolve('scripts');
const cleanup: string[] = [];
const started: ChildProcess[] = [];
afterEach(async () => {
  // A failed test must not leave its server running.
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of cleanup.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A project folder holding only a fixture build in `dist/client`, so no build is stale. */
async function makeProject(): Promise<string> {
  const project = await mkdtemp(path.join(tmpdir(), 'velora-serve-'));
  await mkdir(path.join(project, 'dist'));
  await rename(await writeSiteFixture(), path.join(project, 'dist', 'client'));
  cleanup.push(project);
  return project;
}

/** Starts `node <script>` in `cwd` and resolves with the URL it prints once it listens. */
function startScript(script: string, cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(scripts, script)], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(cwd, '.data'),
      BOOKING_CONFIG: path.resolve('content', 'booking.json'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Velora listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

/** The processes whose parent is `pid` (Linux /proc). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe.each(['serve.mjs', 'start.mjs'])('scripts/%s', (script) => {
  // Opening and migrating the embedded database takes a while on a busy machine.
  it(
    'serves the build in its own process and stops on SIGTERM with exit 0, leaving no process',
    { timeout: 180_000 },
    async () => {
      const project = await makeProject();
      const { child, url } = await startScript(script, project);
      const pid = child.pid ?? 0;
      const page = await fetch(`${url}/de/blog`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('de blog');
      expect(await childrenOf(pid)).toEqual([]);
      const exit = exited(child);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      await expect(fetch(url)).rejects.toThrow();
    },
  );
});

describe('scripts/serve.mjs without a build', () => {
  it('says how to make one and exits 1', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'velora-serve-'));
    cleanup.push(project);
    const child = spawn(process.execPath, [path.join(scripts, 'serve.mjs')], { cwd: project, stdio: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('npm run build');
  });
});
