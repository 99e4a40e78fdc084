import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCKED_EXIT_CODE } from '../../src/server/db/data-dir-lock.ts';
import {
  runInbox,
  serverEnv,
  startServerProcess,
  stopProcess,
  spawnCollecting,
  nodeBinary,
  submitContact,
  type ServerProcess,
} from '../support/server-process.ts';

const TOTAL = 500;
const SENDERS = 16;

/**
 * One writer per DATA_DIR, black-box: a second server on the same directory is refused with a
 * message naming the directory and the first server's PID, the first loses nothing of 500
 * submissions meanwhile, and the inbox CLI lists every accepted submission while it runs.
 */
describe('one server per data directory, and the inbox CLI beside it', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'velora-datadir-'));
    env = serverEnv({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => {
    if (server) await stopProcess(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server, loses nothing of 500 submissions, and the CLI lists them all', async () => {
    server = await startServerProcess(env);
    const pid = server.child.pid;
    // Only the server's user can reach its admin socket.
    expect((await stat(path.join(dataDir, 'server.sock'))).mode & 0o777).toBe(0o600);

    const references: string[] = [];
    let next = 0;
    const sender = async () => {
      while (next < TOTAL) {
        const answer = await submitContact(server!.url, next++);
        expect(answer.status).toBe(201);
        references.push(answer.reference!);
      }
    };
    const second = spawnCollecting(nodeBinary, ['src/server/main.ts'], { env });
    const [refused] = await Promise.all([
      second.exited,
      Promise.all(Array.from({ length: SENDERS }, sender)),
      // The CLI works while submissions arrive (it asks the server).
      runInbox(['list', '--limit', '5'], env).then((result) => expect(result.code).toBe(0)),
    ]);
    expect(refused.code).toBe(DATA_DIR_LOCKED_EXIT_CODE);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${pid}`);
    expect(references).toHaveLength(TOTAL);

    // Every accepted submission is listed while the server runs, pending or delivered.
    const listed = await runInbox(['list', '--limit', '1000'], env);
    expect(listed.code, listed.stderr).toBe(0);
    for (const reference of references) expect(listed.stdout).toContain(reference);

    // show and export run in the server too; export --out writes where the CLI was started.
    const shown = await runInbox(['show', references[0]!], env);
    expect(shown.stdout).toContain(`Reference   ${references[0]}`);
    const exported = await runInbox(['export', '--format', 'json', '--out', 'export.json'], env, dataDir);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = JSON.parse(await readFile(path.join(dataDir, 'export.json'), 'utf8')) as unknown[];
    expect(rows).toHaveLength(TOTAL);
    const usage = await runInbox(['list', '--status', 'nonsense'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--status must be one of');

    // Stopped, the server leaves the directory free: the CLI opens the database itself.
    expect((await stopProcess(server)).code).toBe(0);
    server = undefined;
    const after = await runInbox(['list', '--limit', '1000'], env);
    expect(after.code, after.stderr).toBe(0);
    for (const reference of references) expect(after.stdout).toContain(reference);
  }, 240_000);
});
