import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../lib/accept-encoding.ts';
import { createMemoryPages, maxCachedBytes } from './memory-pages.ts';

describe('pickEncoding', () => {
  it('prefers br, then gzip, else the file itself, as @fastify/static does without weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding(' GZIP ,deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('');
    expect(pickEncoding(undefined)).toBe('');
  });

  it('leaves weights and wildcards to @fastify/static', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.1')).toBeNull();
    expect(pickEncoding('*')).toBeNull();
  });
});

describe('createMemoryPages', () => {
  const root = mkdtempSync(join(tmpdir(), 'memory-pages-'));
  writeFileSync(join(root, 'page.html'), '<p>page</p>');
  writeFileSync(join(root, 'page.html.br'), 'brotli bytes');
  const headers = () => ({ 'Cache-Control': 'no-cache' });

  it('answers a page from memory with its encoding, validators and the given headers', () => {
    const pages = createMemoryPages(root);
    const answer = pages.lookup('/page.html', { 'accept-encoding': 'br' }, headers);
    expect(answer?.body.toString()).toBe('brotli bytes');
    expect(answer?.headers).toMatchObject({
      'Cache-Control': 'no-cache',
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      etag: expect.stringMatching(/^"c-[0-9a-f]+"$/),
    });
    // No gzip sibling: the page itself, uncompressed.
    const plain = pages.lookup('/page.html', { 'accept-encoding': 'gzip' }, headers);
    expect(plain?.body.toString()).toBe('<p>page</p>');
    expect(plain?.headers['content-encoding']).toBeUndefined();
  });

  it('leaves conditional and range requests and other files to @fastify/static', () => {
    const pages = createMemoryPages(root);
    expect(pages.lookup('/page.html', { 'if-none-match': '"x"' }, headers)).toBeUndefined();
    expect(pages.lookup('/page.html', { range: 'bytes=0-1' }, headers)).toBeUndefined();
    expect(pages.lookup('/page.html.br', {}, headers)).toBeUndefined();
    expect(pages.lookup('/missing.html', {}, headers)).toBeUndefined();
  });

  it('keeps no more page bytes than its budget; pages beyond it go to @fastify/static', () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-budget-'));
    for (const [name, plain, br] of [
      ['a', 100, 40],
      ['b', 100, 40],
      ['c', 10, 40],
    ] as const) {
      writeFileSync(join(dir, `${name}.html`), 'x'.repeat(plain));
      writeFileSync(join(dir, `${name}.html.br`), 'y'.repeat(br));
    }
    const pages = createMemoryPages(dir, { maxBytes: 195 });
    expect(pages.lookup('/a.html', { 'accept-encoding': 'br' }, headers)?.body.length).toBe(40);
    expect(pages.lookup('/a.html', {}, headers)?.body.length).toBe(100);
    expect(pages.lookup('/b.html', { 'accept-encoding': 'br' }, headers)?.body.length).toBe(40);
    // 180 bytes kept: neither b's plain page (100) nor c's br file (40) fits any more...
    expect(pages.lookup('/b.html', {}, headers)).toBeUndefined();
    // ...and a br request is not answered with the plain page (10 bytes would fit) instead.
    expect(pages.lookup('/c.html', { 'accept-encoding': 'br' }, headers)).toBeUndefined();
    expect(pages.lookup('/c.html', {}, headers)?.body.length).toBe(10);
    // What was kept is still answered; nothing more fits.
    expect(pages.lookup('/a.html', { 'accept-encoding': 'br' }, headers)?.body.length).toBe(40);
    expect(pages.lookup('/b.html', {}, headers)).toBeUndefined();
  });

  it('has a budget of 128 MB by default', () => {
    expect(maxCachedBytes).toBe(128 * 1024 * 1024);
  });
});
