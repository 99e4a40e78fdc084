#!/usr/bin/env node
/**
 * Submissions under load (issue 16, goal 1): a signed, valid contact submission (stored durably,
 * verification off) and a request with a bad signature, against a bare node:http server reading
 * the same request and answering our 201 (its status, headers and bytes) from memory; on PGlite
 * (DATA_DIR on disk) and, when reachable, on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a throw-away database). 50 keep-alive connections
 * from a separate load-generator process, alternating rounds, medians; ratio = min(req/s ratio,
 * server-CPU-per-answer ratio).
 *
 * Budgets: valid >= 0.25x on PGlite and >= 0.35x on PostgreSQL with p99 < 100 ms; bad signature
 * >= 0.6x; every answer as expected (201 / 401). Writes bench/results/submissions.json.
 * Options (environment): BENCH_DURATION_MS (5000), BENCH_WARMUP_MS (10000, per side and case),
 * BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_STORAGE (pglite,postgres), BENCH_NODE_ARGS
 * (e.g. --cpu-prof, for our server).
 */
import pg from 'pg';
import { compareRounds } from './lib/compare.mjs';
import { runLoad } from './lib/load.mjs';
import { checkBudgets, machineLoad, printComparison, writeResult } from './lib/report.mjs';
import { signedContact } from './lib/delivery-support.mjs';
import { perAnswerHeaders, startBare, startVelora } from './lib/servers.mjs';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const storages = (process.env.BENCH_STORAGE ?? 'pglite,postgres').split(',');
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const contactPath = '/api/contact/velora-contact-en';

function badSignatureRequest() {
  const request = signedContact();
  return {
    ...request,
    headers: { ...request.headers, 'x-signature': Buffer.alloc(32, 7).toString('base64') },
  };
}

/** A throw-away database on the PostgreSQL server, or undefined when none is reachable. */
async function createDatabase() {
  const name = `velora_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${postgresUrl} (${error.message}): skipped`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

async function measure(storage) {
  const database = storage === 'postgres' ? await createDatabase() : undefined;
  if (storage === 'postgres' && !database) return undefined;
  const ours = await startVelora({ nodeArgs, env: database ? { DATABASE_URL: database.url } : {} });
  let bare;
  try {
    // Our 201, answered by the bare server with the same status, headers and bytes.
    const sample = signedContact();
    const response = await fetch(`${ours.url}${contactPath}`, {
      method: 'POST',
      headers: sample.headers,
      body: sample.body,
    });
    // Every header of our answer, the API's security headers included, as bench/pages.mjs does.
    const answer = {
      status: response.status,
      headers: Object.fromEntries([...response.headers].filter(([name]) => !perAnswerHeaders.has(name))),
      body: await response.text(),
    };
    if (answer.status !== 201)
      throw new Error(`a valid submission answered ${answer.status}: ${answer.body}`);
    bare = await startBare({ [`POST ${contactPath}`]: answer });
    const load =
      (server, requests, expectStatus) =>
      (ms = durationMs) =>
        runLoad({ server, requests, expectStatus, connections, durationMs: ms });
    const valid = [signedContact()];
    const cases = {
      'valid signed contact (201)': load(ours, valid, [201]),
      'bad signature (401)': load(ours, [badSignatureRequest()], [401]),
    };
    // Warm-up of every side, the refusal too: JIT, caches, the database's first pages. V8 tiers
    // a request's code up to its optimising compiler only after thousands of calls; on a slow
    // machine that happened seven seconds into the load, and the server's CPU per answer kept
    // falling for ten (README.md, Benchmarks), so a side measured cold pays for it in its first rounds.
    await load(bare, valid, [201])(warmupMs);
    for (const warm of Object.values(cases)) await warm(warmupMs);
    return await compareRounds({ rounds, bare: load(bare, valid, [201]), cases });
  } finally {
    await ours.stop();
    await bare?.stop();
    await database?.drop();
  }
}

const summary = {
  benchmark: 'submissions',
  node: process.versions.node,
  connections,
  durationMs,
  rounds,
  storages: {},
};
const minRatio = { pglite: 0.25, postgres: 0.35 };
let pass = true;
console.log(
  `Submissions: ${connections} connections, ${durationMs / 1000} s per run, ${rounds} rounds, Node ${process.versions.node}, ${machineLoad()}`,
);
for (const storage of storages) {
  console.log(`\n--- ${storage} ---`);
  const comparison = await measure(storage);
  if (!comparison) continue;
  printComparison(comparison, 'bare node:http (same 201)');
  const checks = checkBudgets(comparison, [
    { name: 'valid signed contact (201)', minRatio: minRatio[storage], maxP99Ms: 100 },
    { name: 'bad signature (401)', minRatio: 0.6 },
  ]);
  pass &&= checks.every((check) => check.pass);
  summary.storages[storage] = { ...comparison, checks };
}
summary.load = machineLoad();
summary.pass = pass;
console.log(`\nafter: ${machineLoad()}`);
writeResult('submissions', summary);
if (!pass) process.exitCode = 1;
