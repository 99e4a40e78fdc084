import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignatureHeaders } from '../../forms/signing.ts';
import { openDb } from '../db/open-db.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../../../test/support/hubspot-stand-in.ts';
import { getRestartablePort } from '../../../test/support/free-port.ts';
import { waitFor } from '../../../test/support/test-submissions.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const TOTAL = 500;
const KILL_AFTER = 250;
const BATCH = 20;

/** Starts `node src/server/main.ts` and resolves once it listens. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Generous: on a busy CI machine, starting PGlite and migrating takes a while.
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function readOutboxStates(pgliteDir: string, ids: string[]): Promise<{ status: string; n: number }[]> {
  const db = await openDb({ dataDir: pgliteDir });
  try {
    const { rows } = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from outbox where submission_id = any($1::uuid[]) group by status order by status',
      [ids],
    );
    return rows;
  } finally {
    await db.close();
  }
}

async function submit(baseUrl: string, index: number): Promise<string | undefined> {
  const body = {
    formId: 'velora-simple-contact-en',
    firstname: 'Crash',
    lastname: `Test${index}`,
    email: `crash${index}@example.ch`,
    rt_action: 'simple_contact',
    rt: '',
    location: 'https://www.velora.ch/contact',
    title: 'Contact',
    language: 'en',
  };
  try {
    const response = await fetch(`${baseUrl}/api/simple-contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await createSignatureHeaders('velora-public-signing-key')),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { value?: { id?: string } };
    return response.ok ? answer.value?.id : undefined;
  } catch {
    return undefined; // the server was killed: no answer, no promise made to the visitor
  }
}

/**
 * The server is killed with SIGKILL in the middle of 500 submissions (with deliveries in flight);
 * after a restart, every submission that got a 2xx is delivered to HubSpot exactly once.
 */
describe('crash recovery of the server process', () => {
  let hubspot: HubSpotStandIn;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    // Unique-value property in HubSpot: a repeat of a submission id is refused with 409. HubSpot
    // answers slowly (30 ms), so deliveries are in flight when the process dies.
    hubspot = await startHubSpotStandIn({
      portalId: '42',
      accessToken: 'pat',
      formGuids: [formGuid],
      rejectDuplicates: true,
      delayMs: 30,
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'velora-crash-'));
    env = {
      PATH: process.env['PATH'],
      PORT: String(await getRestartablePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      HUMAN_VERIFICATION: 'off',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'error',
      HUBSPOT_PORTAL_ID: '42',
      HUBSPOT_ACCESS_TOKEN: 'pat',
      HUBSPOT_API_URL: hubspot.url,
      HUBSPOT_FORM_IDS: JSON.stringify({ 'simple-contact': formGuid }),
      HUBSPOT_RATE_LIMIT: '0',
      DELIVERY_POLL_MS: '20',
      DELIVERY_BATCH: String(BATCH),
      DELIVERY_TIMEOUT_MS: '1000',
      DELIVERY_BASE_DELAY_MS: '50',
      DELIVERY_MAX_DELAY_MS: '500',
      METRICS_PORT: String(await getRestartablePort()),
    };
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await hubspot.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Pending and in-flight deliveries, as the running server's metrics count them. */
  const outboxPending = async (): Promise<number | undefined> => {
    const metrics = await fetch(`http://127.0.0.1:${env['METRICS_PORT']}/metrics`).then(
      (response) => response.text(),
      () => undefined,
    );
    const value = metrics ? /^velora_outbox_pending (\d+)$/m.exec(metrics)?.[1] : undefined;
    return value === undefined ? undefined : Number(value);
  };

  it('delivers every acknowledged submission exactly once after a SIGKILL', async () => {
    child = await startServer(env);
    const baseUrl = `http://127.0.0.1:${env['PORT']}`;

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < TOTAL) {
        const id = await submit(baseUrl, next++);
        if (id) acknowledged.push(id);
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          child?.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, sender));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(TOTAL);

    // Deliveries cut off by the kill are retried once their lease (2 x timeout + 5 s) runs out.
    // The restarted server's metrics say when nothing is left to deliver; PGlite serves one
    // process, so the states are read once it has stopped.
    child = await startServer(env);
    await waitFor(
      'every acknowledged submission at HubSpot',
      () => acknowledged.every((id) => hubspot.accepted.has(id)),
      30_000,
    );
    await waitFor(
      'an empty outbox (velora_outbox_pending 0)',
      async () => (await outboxPending()) === 0,
      60_000,
    );
    await stopServer(child);
    child = undefined;
    const states = await readOutboxStates(path.join(dataDir, 'pglite'), acknowledged);
    expect(states).toEqual([{ status: 'delivered', n: acknowledged.length }]);

    for (const id of acknowledged) expect(hubspot.accepted.get(id)).toBe(1);
    // At most the entries in flight at the kill were sent twice (HubSpot refused each repeat).
    const duplicates = hubspot.requests.length - hubspot.accepted.size;
    expect(duplicates).toBeLessThanOrEqual(BATCH);
  }, 180_000);
});
