import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { untilChangeClockPasses } from '../reuse/file-clock-test-support.ts';
import { compressAhead } from './compress-ahead.ts';
import { precompressDirectory } from './precompress.ts';

/** A script of a few kilobytes: worth compressing. */
const script = (name: string) =>
  `export function ${name}(){return ${JSON.stringify('x'.repeat(40))}}\n`.repeat(60);

/** A folder of built files. */
function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'velora-ahead-'));
  mkdirSync(join(root, '_astro'));
  const files = {
    kept: join(root, '_astro', 'kept.js'),
    rewritten: join(root, '_astro', 'rewritten.js'),
    deleted: join(root, '_astro', 'deleted.js'),
    shrunk: join(root, 'feed.xml'),
    page: join(root, 'index.html'),
    tiny: join(root, 'robots.txt'),
  };
  for (const [name, file] of Object.entries(files))
    writeFileSync(file, name === 'tiny' ? 'User-agent: *' : script(name));
  return { root, files };
}

describe('compressAhead', () => {
  it('compresses the files that are not pages, and keeps only the work on files unchanged since', async () => {
    const { root, files } = builtSite();
    const ahead = await compressAhead(root, { racyMs: 0 }); // however recently changed
    expect(brotliDecompressSync(readFileSync(`${files.kept}.br`)).toString()).toBe(script('kept'));
    expect(gunzipSync(readFileSync(`${files.kept}.gz`)).toString()).toBe(script('kept'));
    expect(existsSync(`${files.page}.br`)).toBe(false); // pages are the page worker's
    expect(existsSync(`${files.tiny}.br`)).toBe(false); // under 256 bytes

    await untilChangeClockPasses(files.rewritten);
    writeFileSync(files.rewritten, script('rewrittex')); // the same size
    rmSync(files.deleted);
    writeFileSync(files.shrunk, '<rss/>');
    const variants = await ahead.verify();
    expect(variants.lookup(files.kept)).toEqual({
      original: script('kept').length,
      br: statSync(`${files.kept}.br`).size,
      gz: statSync(`${files.kept}.gz`).size,
    });
    for (const changed of [files.rewritten, files.deleted, files.shrunk]) {
      expect(variants.lookup(changed)).toBeUndefined();
      expect(existsSync(`${changed}.br`)).toBe(false);
      expect(existsSync(`${changed}.gz`)).toBe(false);
    }

    // The last step keeps the variants made ahead and compresses the rewritten file anew.
    const keptVariant = statSync(`${files.kept}.br`).mtimeMs;
    const result = await precompressDirectory(root, { early: variants });
    expect(result.files).toBe(3); // kept, rewritten, the page
    expect(statSync(`${files.kept}.br`).mtimeMs).toBe(keptVariant);
    expect(brotliDecompressSync(readFileSync(`${files.rewritten}.br`)).toString()).toBe(script('rewrittex'));
  });

  it('leaves a file changed within the racy window before its reading to the last step', async () => {
    const root = mkdtempSync(join(tmpdir(), 'velora-ahead-'));
    const fresh = join(root, 'fresh.js');
    writeFileSync(fresh, script('fresh'));
    const variants = await (await compressAhead(root, { racyMs: 60_000 })).verify();
    expect(variants.lookup(fresh)).toBeUndefined();
    expect(existsSync(`${fresh}.br`)).toBe(false);
  });

  it('never rejects, even for a folder that is not there', async () => {
    const variants = await (await compressAhead(join(tmpdir(), 'velora-ahead-missing', 'client'))).verify();
    expect(variants.lookup('/nothing.js')).toBeUndefined();
  });
});
