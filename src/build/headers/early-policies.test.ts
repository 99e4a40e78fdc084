import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyPolicies } from './early-policies.ts';
import { buildPageCsp, type CspOptions } from './page-csp.ts';

const csp: CspOptions = { scriptOrigins: ['https://chat.example.ch'], frameOrigins: [], connectOrigins: [] };
const page = (script: string) =>
  `<!doctype html><title>x</title><script>${script}</script><p style="color:red">x</p>`;

describe('startEarlyPolicies', () => {
  it('makes each page’s policy in a worker as it is written, and only for the bytes it read', async () => {
    const root = mkdtempSync(join(tmpdir(), 'velora-early-policies-'));
    const made = new Set<string>();
    const work = startEarlyPolicies(root, csp, { onMade: (file) => made.add(file) });
    mkdirSync(join(root, 'de', 'blog'), { recursive: true }); // folders made after the start count too
    const [home, post, late] = [
      join(root, 'index.html'),
      join(root, 'de', 'blog', 'post.html'),
      join(root, 'late.html'),
    ];
    writeFileSync(home, page('home()'));
    writeFileSync(post, page('post()'));
    await vi.waitFor(() => expect(made).toEqual(new Set([home, post])), { timeout: 10_000 });
    // A page written after finish is not covered.
    const policies = await work.finish();
    writeFileSync(late, page('late()'));

    expect(policies.options).toEqual(csp);
    expect(policies.lookup(home, readFileSync(home))).toBe(buildPageCsp(page('home()'), csp));
    expect(policies.lookup(post, readFileSync(post))).toBe(buildPageCsp(page('post()'), csp));
    expect(policies.lookup(late, readFileSync(late))).toBeUndefined();
    // Other bytes than those the policy was made from: no policy.
    expect(policies.lookup(home, Buffer.from(page('changed()')))).toBeUndefined();
    expect(policies.found).toBe(2);
  });

  it('answers no policy, without hanging, when the worker fails', async () => {
    const root = mkdtempSync(join(tmpdir(), 'velora-early-policies-'));
    const failing = join(root, 'failing-worker.mjs');
    writeFileSync(failing, 'throw new Error("broken worker");');
    const work = startEarlyPolicies(root, csp, { workerUrl: new URL(`file://${failing}`) });
    const home = join(root, 'index.html');
    writeFileSync(home, page('home()'));
    const policies = await work.finish();
    expect(policies.lookup(home, readFileSync(home))).toBeUndefined();
    expect(policies.found).toBe(0);
  });

  it('keeps the process alive while finish waits for the worker, with nothing else to do', () => {
    // A process whose only pending work is finish(): an unreferenced worker would let it exit
    // (code 13, "unsettled top-level await") before the answer came.
    const root = mkdtempSync(join(tmpdir(), 'velora-early-policies-'));
    const script = join(root, 'finish-alone.mjs');
    const module = fileURLToPath(new URL('./early-policies.ts', import.meta.url));
    writeFileSync(
      script,
      `const { startEarlyPolicies } = await import(${JSON.stringify(module)});
      const work = startEarlyPolicies(${JSON.stringify(root)}, {});
      const policies = await work.finish();
      console.log('finished', policies.found);`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).not.toContain('unsettled');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('finished 0');
  });
});
