import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPreviousBuild } from '../reuse/previous-build.ts';
import { isCompressibleFile, largeFileBytes, minimumSize, precompressDirectory } from './precompress.ts';

const page = `<!doctype html><title>Velora</title>${'<p>Save for your pillar 3a with Velora.</p>\n'.repeat(200)}`;

function siteWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'velora-precompress-'));
  mkdirSync(join(root, '_astro'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, name), body);
  return root;
}

/** Brotli of `text` at `quality`, with the parameters the build uses for text. */
const brotliAt = (text: string, quality: number) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

/** A form field's chunk as the build writes it: about 400 bytes of minified JavaScript. */
const smallChunk =
  'import{j as e}from"./jsx-runtime.js";import{u as t}from"./use-field-binding.js";' +
  'function n({name:n,label:r,type:i="text",autoComplete:a,maxLength:o}){let s=t(n,i);' +
  'return e.jsx(s.Shell,{id:s.id,label:r,error:s.error,hint:s.hint,children:e.jsx("input",' +
  '{id:s.id,type:i,autoComplete:a,maxLength:o,"aria-invalid":s.error?"true":void 0,' +
  '"aria-describedby":s.describedBy,...s.register(n)})})}export{n as FormTextField};';

describe('precompressDirectory', () => {
  it('gives a shared file brotli 11, and a large one (a sitemap of 10,000 pages) brotli 9', async () => {
    const url = (n: number) => `<url><loc>https://velora.ch/de/blog/article-${n}</loc></url>\n`;
    const sitemap = `<urlset>${Array.from({ length: 20_000 }, (_, n) => url(n)).join('')}</urlset>`;
    const script = `export const words = ${JSON.stringify('velora '.repeat(500))};`;
    expect(sitemap.length).toBeGreaterThan(largeFileBytes);
    const root = siteWith({ 'sitemap-0.xml': sitemap, '_astro/page.1a2b.js': script });
    await precompressDirectory(root);
    expect(readFileSync(join(root, 'sitemap-0.xml.br')).equals(brotliAt(sitemap, 9))).toBe(true);
    expect(readFileSync(join(root, '_astro/page.1a2b.js.br')).equals(brotliAt(script, 11))).toBe(true);
  });

  it('writes brotli and gzip variants that decompress to the file, only for text worth it', async () => {
    const script = `export const words = ${JSON.stringify('velora '.repeat(500))};`;
    const root = siteWith({
      'index.html': page,
      '_astro/page.1a2b.js': script,
      'event.ics': `BEGIN:VCALENDAR\r\n${'X-NOTE:calendar line\r\n'.repeat(80)}END:VCALENDAR\r\n`,
      // A small chunk of a form (a few hundred bytes) still halves: it is compressed too.
      '_astro/FormTextField.1a2b.js': smallChunk,
      'tiny.txt': 'User-agent: *\n',
      'photo.jpg': randomBytes(4096),
      // Random bytes under a text name: no variant can be smaller, so none is written.
      'noise.js': randomBytes(4096),
    });
    const result = await precompressDirectory(root, { concurrency: 2 });
    for (const [name, body] of [
      ['index.html', page],
      ['_astro/page.1a2b.js', script],
    ] as const) {
      const file = join(root, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(body);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(body);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(body.length / 4);
    }
    expect(existsSync(join(root, 'event.ics.br'))).toBe(true);
    const small = join(root, '_astro/FormTextField.1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${small}.br`)).toString()).toBe(smallChunk);
    expect(readFileSync(`${small}.br`).length).toBeLessThan(smallChunk.length * 0.7);
    for (const name of ['tiny.txt', 'photo.jpg', 'noise.js'])
      for (const suffix of ['.br', '.gz'])
        expect(existsSync(join(root, name + suffix)), name + suffix).toBe(false);
    expect(result.files).toBe(5);
    expect(result.brotliBytes).toBeLessThan(result.originalBytes);
    expect(result.gzipBytes).toBeLessThan(result.originalBytes);
  });

  it('links the variants of a file unchanged since the previous build and compresses a changed one', async () => {
    const changed = page.replace('Velora', 'Velora, updated');
    const previousRoot = siteWith({ 'index.html': page, 'news.html': page });
    await precompressDirectory(previousRoot);
    const root = siteWith({ 'index.html': page, 'news.html': changed });
    const previous = openPreviousBuild(previousRoot, root);
    expect(previous).toBeDefined();
    const result = await precompressDirectory(root, { previous });
    expect(result.files).toBe(2);
    for (const suffix of ['.br', '.gz'])
      expect(statSync(join(root, `index.html${suffix}`)).ino).toBe(
        statSync(join(previousRoot, `index.html${suffix}`)).ino,
      );
    expect(statSync(join(root, 'news.html.br')).ino).not.toBe(
      statSync(join(previousRoot, 'news.html.br')).ino,
    );
    expect(brotliDecompressSync(readFileSync(join(root, 'news.html.br'))).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(join(root, 'news.html.gz'))).toString()).toBe(changed);
    expect(openPreviousBuild(root, root)).toBeUndefined();
  });

  it('compresses text formats and never its own output or binary files', () => {
    for (const name of [
      'a.html',
      'b.CSS',
      'c.mjs',
      'feed.xml',
      'rss.rss',
      'cal.ics',
      'site.webmanifest',
      'x.svg',
    ])
      expect(isCompressibleFile(name), name).toBe(true);
    for (const name of ['a.html.br', 'a.html.gz', 'p.webp', 'f.woff2', 'doc.pdf', '_headers'])
      expect(isCompressibleFile(name), name).toBe(false);
    expect(minimumSize).toBeLessThan(smallChunk.length);
    expect(minimumSize).toBeGreaterThan('User-agent: *\n'.length);
  });
});
