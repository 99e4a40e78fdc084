import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPageCsp } from './page-csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('buildPageCsp', () => {
  it('allows exactly the inline scripts, styles and style attributes of the page by hash', () => {
    const html =
      '<script type="module">import "/x.js"</script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="application/json" id="velora-modal-data">{"b":2}</script>' +
      '<script src="/_astro/a.js"></script><style>p{color:red}</style><div style="background:#0b1f3a;content:&quot;x&quot;"></div>';
    const csp = buildPageCsp(html);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('import "/x.js"')};`);
    expect(csp).not.toContain(sha('{"a":1}'));
    // JSON data blocks never run, so they need no hash (the server's regular expression hashed them).
    expect(csp).not.toContain(sha('{"b":2}'));
    expect(csp).toContain(
      `style-src 'self' ${sha('p{color:red}')} 'unsafe-hashes' ${sha('background:#0b1f3a;content:"x"')};`,
    );
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('lists a hash once however often its code appears', () => {
    const csp = buildPageCsp('<script>a()</script><p>x</p><script>a()</script>');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')};`);
  });

  it('adds configured third-party origins only where asked', () => {
    const csp = buildPageCsp('', {
      scriptOrigins: ['https://www.google.com'],
      frameOrigins: ['https://www.google.com'],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.google.com;");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.google.com;');
    expect(buildPageCsp('')).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});
