import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForServer } from '../support/processes.ts';

/**
 * The container files stay honest although no image can be built here: compose.yaml is valid
 * against the Compose Specification, the Dockerfile has the shape README promises, and the
 * image's own start command and health check work outside the container on the real build.
 */

const dockerfile = readFileSync('Dockerfile', 'utf8');

/** The JSON-array instruction `name` of the Dockerfile's last stage (CMD, HEALTHCHECK … CMD). */
function jsonInstruction(pattern: RegExp): string[] {
  const joined = dockerfile.replace(/\\\n\s*/g, ' ');
  const match = [...joined.matchAll(pattern)].at(-1);
  if (!match?.[1]) throw new Error(`Dockerfile has no ${String(pattern)}`);
  return JSON.parse(match[1]) as string[];
}

/** The runtime stage's `ENV` pairs. */
function runtimeEnv(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of runtime.replace(/\\\n\s*/g, ' ').split('\n')) {
    if (!line.startsWith('ENV ')) continue;
    for (const [, key, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  }
  return env;
}

test('compose.yaml is valid against the Compose Specification (dclint, no warnings)', () => {
  const result = spawnSync(
    process.execPath,
    ['node_modules/dclint/bin/dclint.cjs', 'compose.yaml', '--max-warnings', '0'],
    {
      encoding: 'utf8',
    },
  );
  expect(result.stdout + result.stderr).not.toMatch(/error|warning/i);
  expect(result.status).toBe(0);
});

test('compose.yaml runs PostgreSQL and two replicas sharing one DATABASE_URL', () => {
  const compose = readFileSync('compose.yaml', 'utf8');
  expect(compose).toMatch(/^ {2}postgres:/m);
  expect(compose).toMatch(/^ {2}site-1:/m);
  expect(compose).toMatch(/^ {2}site-2:/m);
  // The two replicas and the editors' publisher (preview and webhook, on its own profile) share
  // the same settings.
  expect(compose.match(/<<: \*site-environment/g)).toHaveLength(3);
  expect(compose).toMatch(/^ {2}publisher:\n(?: {4}.*\n)*? {6}target: publisher$/m);
  expect(compose).toMatch(/profiles: \['editors'\]/);
  expect(compose).toContain('DATABASE_URL: postgres://');
  expect(compose).toContain('ALTCHA_HMAC_KEY');
});

test('the replicas follow the publisher: its builds and its pointer on shared volumes, read-only', () => {
  const compose = readFileSync('compose.yaml', 'utf8');
  const service = (name: string) =>
    new RegExp(`^ {2}${name}:\\n((?: {4,}.*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  // The publisher (DATA_DIR=/data) writes dist/builds and /data/site/current.json ...
  expect(service('publisher')).toContain('- site-builds:/app/dist/builds\n');
  expect(service('publisher')).toContain('- published-site:/data/site\n');
  // ... which each replica reads at the same builds path and follows.
  for (const replica of ['site-1', 'site-2']) {
    expect(service(replica)).toContain('- site-builds:/app/dist/builds:ro\n');
    expect(service(replica)).toContain('- published-site:/publisher/site:ro\n');
    expect(service(replica)).toContain('FOLLOW_SITE_POINTER: /publisher/site/current.json\n');
  }
  expect(compose).toMatch(/^volumes:\n(?: {2}.*\n)*? {2}site-builds:\n(?: {2}.*\n)*? {2}published-site:/m);
  // Both stages run from /app, so a build's absolute path is the same in the publisher and a replica.
  expect(dockerfile.match(/^WORKDIR \/app$/gm)?.length).toBe(4);
  expect(dockerfile).toMatch(/mkdir -p \/data\/site \/app\/dist\/builds && chown node:node/);
});

test('the Dockerfile is multi-stage on Node 24 slim, production dependencies only, non-root, with a health check', () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
  expect(stages.length).toBeGreaterThanOrEqual(2);
  for (const image of stages) expect(image).toBe('node:24-slim');
  expect(dockerfile).toContain('npm ci --omit=dev');
  expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
  expect(jsonInstruction(/HEALTHCHECK [^\n]*?CMD (\[.*\])/g).join(' ')).toContain('/readyz');
});

test('the publisher target keeps the build toolchain (preview and rebuilds), non-root, with the same health check', () => {
  const publisher = /^FROM node:24-slim AS publisher$([\s\S]*?)^FROM /m.exec(dockerfile)?.[1] ?? '';
  expect(publisher).toContain('COPY --from=build');
  expect(publisher).not.toContain('--omit=dev');
  expect(publisher).toMatch(/^USER (?!root)\w+/m);
  expect(publisher).toContain('/readyz');
  expect(publisher).toMatch(/^CMD \["node", "scripts\/serve.mjs"\]$/m);
});

test('the image start command serves the site and the API and stops cleanly on SIGTERM', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'velora-container-'));
  const [command, ...args] = jsonInstruction(/^CMD (\[.*\])$/gm);
  expect(command).toBe('node');
  const env = {
    ...process.env,
    ...runtimeEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: join(process.cwd(), 'dist', 'client'),
  };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForServer(`http://127.0.0.1:${port}/readyz`, child, 90_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    // The image's HEALTHCHECK command, run as Docker would.
    const [, ...health] = jsonInstruction(/HEALTHCHECK [^\n]*?CMD (\[.*\])/g);
    const check = spawnSync(process.execPath, health, { env, encoding: 'utf8' });
    expect(check.status).toBe(0);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
