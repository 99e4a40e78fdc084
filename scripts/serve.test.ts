import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSiteFixture } from '../test/support/site-fixture.ts';

const cleanup: string[] = [];
const started: ChildProcess[] = [];
const descendants: number[] = [];
afterEach(async () => {
  // A failed test must not leave its server running, nor a process it started.
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of descendants.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of cleanup.splice(0)) await rm(dir, { recursive: true, force: true });
});

/**
 * A project folder with this project's `start` and `serve` scripts (scripts/ linked) and only a
 * fixture build in `dist/client`, so no build is stale and nothing is built.
 */
async function makeProject(): Promise<string> {
  const project = await mkdtemp(path.join(tmpdir(), 'velora-serve-'));
  cleanup.push(project);
  await mkdir(path.join(project, 'dist'));
  await rename(await writeSiteFixture(), path.join(project, 'dist', 'client'));
  await symlink(path.resolve('scripts'), path.join(project, 'scripts'));
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const manifest = {
    name: 'serve-test',
    private: true,
    type: 'module',
    scripts: { start: scripts['start'] },
  };
  await writeFile(path.join(project, 'package.json'), JSON.stringify(manifest));
  return project;
}

/** Starts `command args` in `cwd` and resolves with the URL the server prints once it listens. */
function start(command: string, args: string[], cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(command, args, {
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
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Velora listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output}`)),
    );
  });
}

/** The processes whose parent is `pid`, and theirs (Linux /proc). */
async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command name (which may hold spaces and parentheses): the state, then the parent.
    if (stat) parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, of] of parents) {
      if (of !== parent) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// Opening and migrating the embedded database takes a while on a busy machine.
const slow = { timeout: 180_000 };

describe('scripts/serve.mjs', () => {
  it('serves the build in its own process and stops on SIGTERM with exit 0', slow, async () => {
    const project = await makeProject();
    const { child, url } = await start(process.execPath, ['scripts/serve.mjs'], project);
    const page = await fetch(`${url}/de/blog`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('de blog');
    expect(await descendantsOf(child.pid ?? 0)).toEqual([]);
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('says how to make a build when there is none, and exits 1', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'velora-serve-'));
    cleanup.push(project);
    const child = spawn(process.execPath, [path.resolve('scripts/serve.mjs')], {
      cwd: project,
      stdio: 'pipe',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('npm run build');
  });
});

describe('npm start', () => {
  it('passes SIGTERM to the server through npm and its shell, leaving no process behind', slow, async () => {
    const project = await makeProject();
    const { child, url } = await start('npm', ['start', '--silent'], project);
    expect((await fetch(`${url}/`)).status).toBe(200);
    const processes = await descendantsOf(child.pid ?? 0);
    descendants.push(...processes);
    expect(processes.length).toBeGreaterThan(0);
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await expect.poll(() => processes.filter(isAlive), { timeout: 15_000 }).toEqual([]);
    await expect(fetch(url)).rejects.toThrow();
  });
});
