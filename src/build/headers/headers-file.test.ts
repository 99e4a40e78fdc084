import { describe, expect, it } from 'vitest';
import {
  getHeadersForPath,
  matchesHeadersPath,
  readHeadersFile,
  renderHeadersFile,
  type HeadersBlock,
} from './headers-file.ts';

const blocks: HeadersBlock[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } },
  { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  {
    path: '/de/blog/some-post',
    headers: { 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:" },
  },
];

describe('renderHeadersFile and readHeadersFile', () => {
  it('writes the Netlify and Cloudflare Pages format and reads it back', () => {
    const text = renderHeadersFile(blocks, 'Written by the build.\nDo not edit.');
    expect(text).toBe(
      [
        '# Written by the build.',
        '# Do not edit.',
        '/*',
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: no-referrer',
        '/_astro/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/de/blog/some-post',
        "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
        '',
      ].join('\n'),
    );
    expect(readHeadersFile(text)).toEqual(blocks);
  });

  it('reads comments, blank lines, tabs and CRLF, and values with colons', () => {
    const text =
      '# top\r\n\r\n/a\r\n\tLink: <https://x.test/a>; rel=preload\r\n  # inside\r\n/b*\r\n  X-A:1\r\n';
    expect(readHeadersFile(text)).toEqual([
      { path: '/a', headers: { Link: '<https://x.test/a>; rel=preload' } },
      { path: '/b*', headers: { 'X-A': '1' } },
    ]);
  });

  it('refuses a header before any path and a line that is not a header', () => {
    expect(() => readHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
    expect(() => readHeadersFile('/a\n  not a header\n')).toThrow(/line 2/);
  });

  it('never writes a line break or a bad name into the file', () => {
    expect(() => renderHeadersFile([{ path: '/a', headers: { 'X-A': 'one\ntwo' } }])).toThrow(/line break/);
    expect(() => renderHeadersFile([{ path: '/a\n/b', headers: {} }])).toThrow(/line break/);
    expect(() => renderHeadersFile([{ path: '/a', headers: { 'X A': '1' } }])).toThrow(/header name/);
  });
});

describe('matchesHeadersPath and getHeadersForPath', () => {
  it('matches exact paths exactly and `*` patterns as prefixes', () => {
    expect(matchesHeadersPath('/de/blog/some-post', '/de/blog/some-post')).toBe(true);
    expect(matchesHeadersPath('/de/blog/some-post', '/de/blog/some-post-2')).toBe(false);
    expect(matchesHeadersPath('/_astro/*', '/_astro/page.1a2b.js')).toBe(true);
    expect(matchesHeadersPath('/_astro/*', '/_astronaut')).toBe(false);
    expect(matchesHeadersPath('/*', '/')).toBe(true);
  });

  it('combines the blocks that match a path', () => {
    expect(getHeadersForPath(blocks, '/de/blog/some-post')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
    });
    expect(Object.keys(getHeadersForPath(blocks, '/_astro/a.css'))).toContain('Cache-Control');
    expect(getHeadersForPath([], '/')).toEqual({});
  });
});
