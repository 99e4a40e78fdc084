import { describe, expect, it } from 'vitest';
import { getHeadersFor, getSiteWideHeaders, parseHeadersFile } from './headers-file.ts';

const file = `# Written by the build
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/de/blog/some-post
  Content-Security-Policy: default-src 'self'; script-src 'sha256-a+b/c='
/
  Content-Security-Policy: default-src 'self'
`;

describe('parseHeadersFile', () => {
  const rules = parseHeadersFile(file);

  it('gives a page the site-wide block and its own', () => {
    expect(getHeadersFor(rules, '/de/blog/some-post')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "default-src 'self'; script-src 'sha256-a+b/c='",
    });
    expect(getHeadersFor(rules, '/')['Content-Security-Policy']).toBe("default-src 'self'");
  });

  it('applies prefix blocks to every path under them, and exact blocks to their path only', () => {
    expect(getHeadersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(getHeadersFor(rules, '/de/blog/some-post/more')['Content-Security-Policy']).toBeUndefined();
    expect(getHeadersFor(rules, '/de/blog')['Content-Security-Policy']).toBeUndefined();
  });

  it('keeps the value after the first colon whole and joins blocks of one pattern', () => {
    const joined = parseHeadersFile('/x\n  Link: <https://a.example>; rel=preconnect\n/x\n  X-A: 1\n');
    expect(getHeadersFor(joined, '/x')).toEqual({ Link: '<https://a.example>; rel=preconnect', 'X-A': '1' });
  });

  it('names the site-wide block', () => {
    expect(getSiteWideHeaders(rules)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(getSiteWideHeaders(parseHeadersFile(''))).toEqual({});
  });

  it.each([
    ['  X-A: 1\n', 'line 1'],
    ['/x\n  no colon here\n', 'line 2'],
  ])('refuses a file it cannot read: %j', (text, line) => {
    expect(() => parseHeadersFile(text)).toThrow(`_headers ${line} is not "Name: value"`);
  });
});
