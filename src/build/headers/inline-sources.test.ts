import { describe, expect, it } from 'vitest';
import { findInlineSources, toHashSource } from './inline-sources.ts';

describe('toHashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text (values from `openssl dgst -sha256 -binary | base64`)', () => {
    expect(toHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(toHashSource('color:red')).toBe("'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='");
  });
});

describe('findInlineSources', () => {
  it('finds the scripts a browser runs, never data blocks or external scripts', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT TYPE="Text/JavaScript">upper()</SCRIPT>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="text/plain">not code</script>',
      '<script src="/_astro/a.js"></script>',
      '<script>   </script>',
      '<script language="javascript">legacy()</script>',
    ].join('');
    expect(findInlineSources(html).scripts).toEqual([
      'alert(1)',
      'import "/x.js"',
      'upper()',
      '{"imports":{}}',
      'legacy()',
    ]);
  });

  it('keeps script and style text raw, as the browser hashes it', () => {
    const html =
      '<script>if (a &amp;&& b<c) document.write("<p>")</script><style>p::after{content:"&amp;"}</style>';
    const found = findInlineSources(html);
    expect(found.scripts).toEqual(['if (a &amp;&& b<c) document.write("<p>")']);
    expect(found.styles).toEqual(['p::after{content:"&amp;"}']);
  });

  it('decodes style attributes and normalises line breaks like the browser', () => {
    const html =
      '<div style="a:&quot;b&quot;"></div><p STYLE=\'color:red\'></p><i style=""></i><style>\r\nb{}\r</style>';
    const found = findInlineSources(html);
    expect(found.styleAttributes).toEqual(['a:"b"', 'color:red']);
    expect(toHashSource(found.styleAttributes[0] ?? '')).toBe(
      "'sha256-Np5Mnw3yaOoWx/z7khZUyrnrRTjKF7XX6e5sX9hRjVw='",
    );
    expect(found.styles).toEqual(['\nb{}\n']);
  });

  it('finds styles inside inline SVG too', () => {
    expect(findInlineSources('<svg><style>.a{fill:red}</style><rect style="fill:blue"/></svg>')).toEqual({
      scripts: [],
      styles: ['.a{fill:red}'],
      styleAttributes: ['fill:blue'],
    });
  });
});
