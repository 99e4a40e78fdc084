import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignatureHeaders } from '../../src/forms/signing.ts';
import { startHubSpotStandIn, type HubSpotStandIn } from '../support/hubspot-stand-in.ts';
import { getFreePort } from '../support/free-port.ts';
import { waitFor } from '../support/test-submissions.ts';

const formGuid = '0b7c5f4e-1a2b-4c3d-8e9f-001122334455';
const TOTAL = 200;
const KILL_AFTER = 100;
const adminUrl = process.env['TEST_DATABASE_URL'];

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return child;
}

async function submit(baseUrl: string, index: number): Promise<string | undefined> {
  const body = {
    formId: 'velora-simple-contact-en',
    firstname: 'Scale',
    lastname: `Test${index}`,
    email: `scale${index}@example.ch`,
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
    return undefined; // that server was killed: no answer, no promise made to the visitor
  }
}

/**
 * Two server processes share one PostgreSQL. One is killed with SIGKILL half-way through 200
 * submissions; the survivor takes over its claims when their lease runs out, and every
 * submission either server acknowledged reaches HubSpot exactly once.
 */
describe.skipIf(!adminUrl)('two servers on one PostgreSQL', () => {
  const database = `velora_scale_${randomBytes(4).toString('hex')}`;
  let hubspot: HubSpotStandIn;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    hubspot = await startHubSpotStandIn({
      portalId: '42',
      accessToken: 'pat',
      formGuids: [formGuid],
      rejectDuplicates: true,
      delayMs: 30,
    });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await hubspot.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  async function serverEnv(): Promise<NodeJS.ProcessEnv> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'velora-scale-'));
    dataDirs.push(dataDir);
    return {
      PATH: process.env['PATH'],
      PORT: String(await getFreePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ALTCHA_HMAC_KEY: 'shared-altcha-key-for-both-servers',
      HUMAN_VERIFICATION: 'off',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'error',
      HUBSPOT_PORTAL_ID: '42',
      HUBSPOT_ACCESS_TOKEN: 'pat',
      HUBSPOT_API_URL: hubspot.url,
      HUBSPOT_FORM_IDS: JSON.stringify({ 'simple-contact': formGuid }),
      HUBSPOT_RATE_LIMIT: '0',
      DELIVERY_POLL_MS: '20',
      DELIVERY_BATCH: '20',
      DELIVERY_TIMEOUT_MS: '1000',
      DELIVERY_BASE_DELAY_MS: '50',
      DELIVERY_MAX_DELAY_MS: '500',
    };
  }

  it('delivers all acknowledged submissions exactly once after one server is killed', async () => {
    const envs = [await serverEnv(), await serverEnv()];
    // Started one after the other: the first migrates the database.
    for (const env of envs) children.push(await startServer(env));
    const urls = envs.map((env) => `http://127.0.0.1:${env['PORT']}`);

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const sender = async (lane: number) => {
      while (next < TOTAL) {
        const index = next++;
        // Half the senders talk to each server; once the first is dead, all go to the second.
        const target = killed ? 1 : lane % 2;
        const id = (await submit(urls[target]!, index)) ?? (await submit(urls[1]!, index));
        if (id) acknowledged.push(id);
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          children[0]?.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, lane) => sender(lane)));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBe(TOTAL);

    // Claims the killed server held come back when their lease (2 x timeout + 5 s) runs out.
    await waitFor(
      'every acknowledged submission at HubSpot',
      () => acknowledged.every((id) => hubspot.accepted.has(id)),
      60_000,
    );
    for (const id of acknowledged) expect(hubspot.accepted.get(id)).toBe(1);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await waitFor(
        'every outbox row recorded as delivered',
        async () => {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from outbox where submission_id = any($1::uuid[]) and status = 'delivered'`,
            [acknowledged],
          );
          return rows[0]?.n === acknowledged.length;
        },
        30_000,
      );
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from outbox where submission_id = any($1::uuid[])',
        [acknowledged],
      );
      expect(rows[0]?.n).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  }, 180_000);
});
