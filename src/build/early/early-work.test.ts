import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { buildPageCsp, type CspOptions } from '../headers/page-csp.ts';
import { precompressDirectory } from '../precompress/precompress.ts';
import { contentHash } from '../reuse/content-hash.ts';
import { untilChangeClockPasses } from '../reuse/file-clock-test-support.ts';
import { currentSignature } from '../reuse/file-signature.ts';
import { startEarlyWork, verifyWork } from './early-work.ts';

const csp: CspOptions = { scriptOrigins: ['https://chat.example.ch'], frameOrigins: [], connectOrigins: [] };
/** A page of a few kilobytes (variants are made from 1 KB up) with an inline script and style. */
const page = (script: string) =>
  `<!doctype html><title>x</title><script>${script}</script>${'<p style="color:red">x</p>\n'.repeat(80)}`;
const tempRoot = () => mkdtempSync(join(tmpdir(), 'velora-early-work-'));

describe('startEarlyWork', () => {
  it('makes each page’s policy and variants in its worker as it is written, only for the bytes it read', async () => {
    const root = tempRoot();
    const made = new Set<string>();
    const work = startEarlyWork(root, { csp, onMade: (file) => made.add(file) });
    mkdirSync(join(root, 'de', 'blog'), { recursive: true }); // folders made after the start count too
    const [home, post, late] = [
      join(root, 'index.html'),
      join(root, 'de', 'blog', 'post.html'),
      join(root, 'late.html'),
    ];
    const rewritten = join(root, 'rewritten.html');
    writeFileSync(home, page('home()'));
    writeFileSync(post, page('post()'));
    writeFileSync(rewritten, page('first()'));
    await vi.waitFor(() => expect(made).toEqual(new Set([home, post, rewritten])), { timeout: 10_000 });
    writeFileSync(rewritten, page('second()')); // other bytes than the work was made from
    const { policies, variants } = await work.finish();
    writeFileSync(late, page('late()')); // after finish: not covered

    expect(brotliDecompressSync(readFileSync(`${post}.br`)).toString()).toBe(page('post()'));
    expect(gunzipSync(readFileSync(`${home}.gz`)).toString()).toBe(page('home()'));
    expect(variants.lookup(home)).toEqual({
      original: page('home()').length,
      br: statSync(`${home}.br`).size,
      gz: statSync(`${home}.gz`).size,
    });
    expect(policies?.options).toEqual(csp);
    expect(policies?.lookup(home)).toBe(buildPageCsp(page('home()'), csp));
    expect(policies?.lookup(post)).toBe(buildPageCsp(page('post()'), csp));
    expect(policies?.lookup(late)).toBeUndefined();
    expect(variants.lookup(late)).toBeUndefined();
    // A page whose bytes changed after its work was made: nothing.
    expect(policies?.lookup(rewritten)).toBeUndefined();
    expect(variants.lookup(rewritten)).toBeUndefined();
    expect(policies?.found).toBe(2);
  });

  it('leaves the final pass to keep the variants made early and redo a page changed since', async () => {
    const root = tempRoot();
    const made = new Set<string>();
    const work = startEarlyWork(root, { onMade: (file) => made.add(file) });
    const [kept, changed] = [join(root, 'kept.html'), join(root, 'changed.html')];
    writeFileSync(kept, page('kept()'));
    writeFileSync(changed, page('first()'));
    await vi.waitFor(() => expect(made.size).toBe(2), { timeout: 10_000 });
    const keptVariant = statSync(`${kept}.br`).mtimeMs;
    writeFileSync(changed, page('second()')); // before the worker saw it settle
    const { policies, variants } = await work.finish();
    expect(policies).toBeUndefined(); // none asked for

    const result = await precompressDirectory(root, { early: variants });
    expect(result.files).toBe(2);
    expect(statSync(`${kept}.br`).mtimeMs).toBe(keptVariant);
    expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe(page('second()'));
    expect(gunzipSync(readFileSync(`${changed}.gz`)).toString()).toBe(page('second()'));
  });

  it('keeps a page checked by its signature unread, and catches a rewrite of the same size', async () => {
    const root = tempRoot();
    const made = new Set<string>();
    // Signatures for every page, however recently it changed (the default leaves a page
    // changed in the last two seconds to its hash).
    const work = startEarlyWork(root, { csp, racyMs: 0, onMade: (file) => made.add(file) });
    const [kept, sameSize] = [join(root, 'kept.html'), join(root, 'same-size.html')];
    writeFileSync(kept, page('kept()'));
    writeFileSync(sameSize, page('one()'));
    await vi.waitFor(() => expect(made.size).toBe(2), { timeout: 10_000 });
    await untilChangeClockPasses(sameSize);
    writeFileSync(sameSize, page('two()'));
    const { policies, variants } = await work.finish();
    expect(policies?.lookup(kept)).toBe(buildPageCsp(page('kept()'), csp));
    expect(variants.lookup(kept)?.original).toBe(page('kept()').length);
    expect(policies?.lookup(sameSize)).toBeUndefined();
    expect(variants.lookup(sameSize)).toBeUndefined();
  });

  it('does not compress a page the previous build has with the same bytes', async () => {
    const [previousRoot, root] = [tempRoot(), tempRoot()];
    writeFileSync(join(previousRoot, 'same.html'), page('same()'));
    writeFileSync(join(previousRoot, 'other.html'), page('old()'));
    const made = new Set<string>();
    const work = startEarlyWork(root, { previousRoot, onMade: (file) => made.add(file) });
    const [same, other] = [join(root, 'same.html'), join(root, 'other.html')];
    writeFileSync(same, page('same()'));
    writeFileSync(other, page('new()'));
    await vi.waitFor(() => expect(made.size).toBe(2), { timeout: 10_000 });
    const { variants } = await work.finish();
    expect(existsSync(`${same}.br`)).toBe(false);
    expect(variants.lookup(same)).toBeUndefined();
    expect(brotliDecompressSync(readFileSync(`${other}.br`)).toString()).toBe(page('new()'));
  });

  it('drains: handles the pages still settling, answers and ends without being told to finish', async () => {
    const root = tempRoot();
    const work = startEarlyWork(root, { csp });
    const [first, settling] = [join(root, 'first.html'), join(root, 'settling.html')];
    writeFileSync(first, page('first()'));
    writeFileSync(settling, page('settling()')); // settles only after drain was asked for
    await work.drain();
    writeFileSync(join(root, 'after.html'), page('after()')); // the worker has ended: not seen
    const { policies, variants } = await work.finish();
    for (const file of [first, settling]) {
      expect(policies?.lookup(file)).toBe(buildPageCsp(readFileSync(file, 'utf8'), csp));
      expect(variants.lookup(file)?.original).toBe(readFileSync(file).length);
    }
    expect(existsSync(join(root, 'after.html.br'))).toBe(false);
  });

  it('answers nothing made, without hanging, when the worker fails', async () => {
    const root = tempRoot();
    const failing = join(root, 'failing-worker.mjs');
    writeFileSync(failing, 'throw new Error("broken worker");');
    const work = startEarlyWork(root, { csp, workerUrl: new URL(`file://${failing}`) });
    const home = join(root, 'index.html');
    writeFileSync(home, page('home()'));
    const { policies, variants } = await work.finish();
    expect(policies?.lookup(home)).toBeUndefined();
    expect(variants.lookup(home)).toBeUndefined();
    expect(policies?.found).toBe(0);
  });

  it('keeps the process alive while it drains, with nothing else to do', () => {
    const root = tempRoot();
    const script = join(root, 'drain-alone.mjs');
    const module = fileURLToPath(new URL('./early-work.ts', import.meta.url));
    writeFileSync(join(root, 'index.html'), page('home()'));
    writeFileSync(
      script,
      `const { startEarlyWork } = await import(${JSON.stringify(module)});
      const work = startEarlyWork(${JSON.stringify(root)}, { csp: {} });
      await work.drain();
      console.log('drained');`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).not.toContain('unsettled');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('drained');
  });

  it('keeps the process alive while finish waits for the worker, with nothing else to do', () => {
    // A process whose only pending work is finish(): an unreferenced worker would let it exit
    // (code 13, "unsettled top-level await") before the answer came.
    const root = tempRoot();
    const script = join(root, 'finish-alone.mjs');
    const module = fileURLToPath(new URL('./early-work.ts', import.meta.url));
    writeFileSync(
      script,
      `const { startEarlyWork } = await import(${JSON.stringify(module)});
      const work = startEarlyWork(${JSON.stringify(root)}, { csp: {} });
      const { policies } = await work.finish();
      console.log('finished', policies.found);`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).not.toContain('unsettled');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('finished 0');
  });
});

describe('verifyWork', () => {
  const root = tempRoot();
  const file = (name: string, body: string) => {
    const path = join(root, name);
    writeFileSync(path, body);
    return path;
  };

  it('trusts a matching signature without reading, and falls back to the bytes otherwise', () => {
    const signedFile = file('signed.html', 'signed');
    const unsigned = file('unsigned.html', 'unsigned');
    const stale = file('stale.html', 'stale');
    const changed = file('changed.html', 'changed');
    const verified = verifyWork([
      // A wrong hash with the right signature: kept, so the signature alone decided.
      { file: signedFile, sha: 'not read', signature: currentSignature(signedFile)! },
      { file: unsigned, sha: contentHash(Buffer.from('unsigned')) },
      // Another signature, same bytes: kept by the hash.
      { file: stale, sha: contentHash(Buffer.from('stale')), signature: 'other' },
      { file: changed, sha: contentHash(Buffer.from('before')), signature: 'other' },
      { file: join(root, 'gone.html'), sha: contentHash(Buffer.from('gone')) },
    ]);
    expect([...verified.keys()]).toEqual([signedFile, unsigned, stale]);
  });
});
