import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSignatureHeaders } from '../../src/forms/signing.ts';
import { freePort, startServe } from '../support/processes.ts';

/**
 * Publish to live and metrics, black-box: a server with a webhook secret and its own copy of the
 * content. A signed webhook makes a changed story live while a client polling every 250 ms gets
 * only 200s; a bad signature changes nothing; a build that fails keeps the last good site and is
 * counted; /metrics (on its own port) counts a submission. A second server, a replica with
 * FOLLOW_SITE_POINTER on the publisher's pointer file, follows each publish.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const secret = 'publish-webhook-secret-for-tests';
let server: ChildProcess;
let replica: ChildProcess;
let base = '';
let replicaBase = '';
let metricsUrl = '';
let work = '';
let homeFile = '';

function sign(body: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

async function webhook(action: string, signature?: string): Promise<Response> {
  const body = JSON.stringify({ action, story_id: 1, full_slug: 'home', text: `The user published home` });
  return fetch(`${base}/api/storyblok/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature ?? sign(body) },
    body,
  });
}

function setHeroTitle(title: unknown): void {
  const story = JSON.parse(readFileSync(homeFile, 'utf8')) as {
    content: { body: Record<string, unknown>[] };
  };
  const hero = story.content.body.find((block) => block['component'] === 'hero')!;
  hero['title'] = title;
  writeFileSync(homeFile, JSON.stringify(story, null, 2));
}

async function metrics(): Promise<string> {
  return (await fetch(`${metricsUrl}/metrics`)).text();
}

test.beforeAll(async () => {
  // A hook's own deadline is the config's 30 s, not the group's: two servers start here, and on a
  // loaded machine (CI, a sweep in the other worker) that took longer (startServe allows each 60 s).
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'velora-publish-'));
  cpSync('content', join(work, 'content'), { recursive: true });
  homeFile = join(work, 'content', 'stories', 'en', 'home.json');
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  const publisher = await startServe({
    DATA_DIR: join(work, 'data'),
    CONTENT_DIR: join(work, 'content'),
    STORYBLOK_WEBHOOK_SECRET: secret,
    METRICS_PORT: String(metricsPort),
    HUMAN_VERIFICATION: 'off',
  });
  [server, base] = [publisher.child, publisher.origin];
  const follower = await startServe({
    DATA_DIR: join(work, 'replica-data'),
    FOLLOW_SITE_POINTER: join(work, 'data', 'site', 'current.json'),
    HUMAN_VERIFICATION: 'off',
  });
  [replica, replicaBase] = [follower.child, follower.origin];
});

/** The publisher writes its builds into the project's `dist/builds`; this spec's go afterwards. */
const buildsDir = join('dist', 'builds');
const listBuilds = () => (existsSync(buildsDir) ? readdirSync(buildsDir) : []);
const buildsBefore = new Set(listBuilds());

test.afterAll(async () => {
  const stopped = [server, replica]
    .filter((child): child is ChildProcess => child !== undefined && child.exitCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  server?.kill('SIGTERM');
  replica?.kill('SIGTERM');
  await Promise.all(stopped);
  rmSync(work, { recursive: true, force: true });
  for (const name of listBuilds())
    if (!buildsBefore.has(name)) rmSync(join(buildsDir, name), { recursive: true, force: true });
});

/**
 * Polls the home page of `origin` until it shows `text`; answers the status of every request made
 * meanwhile (each must be a 200: no request fails or sees half a site while the build switches).
 */
async function pollUntilHomeShows(origin: string, text: string, timeout: number, interval: number) {
  const statuses: number[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/`);
        statuses.push(response.status);
        return response.text();
      },
      { timeout, intervals: [interval] },
    )
    .toContain(text);
  return statuses;
}

test('a signed webhook makes a changed story live while every request keeps getting 200', async () => {
  setHeroTitle('Published through the webhook');
  expect((await webhook('published')).status).toBe(202);
  const statuses = await pollUntilHomeShows(base, 'Published through the webhook', 300_000, 250);
  expect(statuses.length).toBeGreaterThan(4);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(await metrics()).toContain('velora_rebuilds_total{outcome="success"} 1');
  // The replica switches to the same build within a few seconds, also without a failed request.
  const replicaStatuses = await pollUntilHomeShows(replicaBase, 'Published through the webhook', 10_000, 100);
  expect(replicaStatuses.filter((status) => status !== 200)).toEqual([]);
});

test('a bad signature is refused and changes nothing', async () => {
  setHeroTitle('Never published');
  const response = await webhook('published', sign('another body'));
  expect(response.status).toBe(401);
  expect(await metrics()).not.toContain('outcome="failure"');
  expect(await (await fetch(`${base}/`)).text()).toContain('Published through the webhook');
});

test('a build that fails keeps the last good site and shows in the metrics', async () => {
  setHeroTitle(42); // not a text: the content model refuses it, the build fails
  expect((await webhook('published')).status).toBe(202);
  await expect
    .poll(metrics, { timeout: 300_000, intervals: [1000] })
    .toContain('velora_rebuilds_total{outcome="failure"} 1');
  for (const origin of [base, replicaBase]) {
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Published through the webhook');
  }
});

test('/metrics counts a submission, on its own port only', async () => {
  const body = {
    formId: 'velora-simple-contact-en',
    firstname: 'Metric',
    lastname: 'Counted',
    email: 'metric@example.ch',
    rt_action: 'simple_contact',
    rt: '',
    location: 'https://www.velora.ch/contact',
    title: 'Contact',
    language: 'en',
  };
  const response = await fetch(`${base}/api/simple-contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(await createSignatureHeaders('velora-public-signing-key')),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('x-request-id')).toBeTruthy();
  const text = await metrics();
  expect(text).toContain('velora_submissions_total{form="simple-contact",outcome="accepted"} 1');
  expect(text).toMatch(/http_request_duration_seconds_count\{route="\/\*",status="200"\} \d+/);
  expect((await fetch(`${base}/metrics`)).status).toBe(404);
});
