import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyPrecompress } from './early-precompress.ts';
import { precompressDirectory } from './precompress.ts';

const page = (text: string) => `<!doctype html><title>${text}</title>${`<p>${text}</p>\n`.repeat(200)}`;

describe('startEarlyPrecompress', () => {
  it('compresses pages as they are written in any folder, and the final pass redoes a page changed since', async () => {
    const root = mkdtempSync(join(tmpdir(), 'velora-early-'));
    const early = startEarlyPrecompress(root);
    // A folder made after the start is watched too.
    mkdirSync(join(root, 'blog'));
    const [kept, changed] = [join(root, 'blog', 'kept.html'), join(root, 'changed.html')];
    writeFileSync(kept, page('Kept'));
    writeFileSync(changed, page('First'));
    await vi.waitFor(() => expect(existsSync(`${kept}.br`) && existsSync(`${changed}.gz`)).toBe(true), {
      timeout: 10_000,
    });
    const written = await early.finish();
    // Read once no compression is in flight: a page can be reported twice (by its folder's watcher
    // and by the listing when that watcher starts), so a second early compression may still run
    // after the first variant appears.
    const keptVariant = statSync(`${kept}.br`).mtimeMs;
    writeFileSync(changed, page('Second')); // after the watcher stopped: only the final pass sees it
    expect(written.lookup(kept, readFileSync(kept))?.original).toBe(page('Kept').length);
    expect(written.lookup(changed, readFileSync(changed))).toBeUndefined();

    const result = await precompressDirectory(root, { early: written });
    expect(result.files).toBe(2);
    expect(statSync(`${kept}.br`).mtimeMs).toBe(keptVariant);
    expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe(page('Second'));
    expect(gunzipSync(readFileSync(`${changed}.gz`)).toString()).toBe(page('Second'));
    expect(brotliDecompressSync(readFileSync(`${kept}.br`)).toString()).toBe(page('Kept'));
  });
});
