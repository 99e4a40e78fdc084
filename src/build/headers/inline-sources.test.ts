import { describe, expect, it } from 'vitest';
import { DomUtils, parseDocument } from 'htmlparser2';
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

describe('findInlineSources against the document tree', () => {
  /** The same page's tree (htmlparser2's DOM, same options): what the scan must find, walked plainly. */
  function fromTree(html: string) {
    const document = parseDocument(html, {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
    });
    const found = { scripts: [] as string[], styles: [] as string[], styleAttributes: [] as string[] };
    const blank = (text: string) => text.trim() === '';
    for (const element of DomUtils.findAll(() => true, document.children)) {
      const style = element.attribs['style'];
      if (style !== undefined && !blank(style)) found.styleAttributes.push(style);
      const text = DomUtils.textContent(element);
      const type = element.attribs['type']?.trim().toLowerCase();
      const runs =
        element.attribs['src'] === undefined && (type === undefined || type === '' || type === 'module');
      if (element.name === 'style' && !blank(text)) found.styles.push(text);
      if (element.name === 'script' && runs && !blank(text)) found.scripts.push(text);
    }
    return found;
  }

  // Pieces a page is made of, tricky ones included: raw text that looks like markup, entities,
  // repeated and valueless attributes, upper case, void elements, comments, SVG and MathML.
  const pieces = [
    '<div class="a" style="color:red">text</div>',
    '<p STYLE="margin:0" style="padding:0">x</p>',
    '<img src="/a.png" style="width:1px">',
    '<input style disabled>',
    '<span style="a:&quot;b&quot;">&amp;</span>',
    '<script>if (a < b && c > d) go("</p>")</script>',
    '<SCRIPT type="Module">import "/x.js"</SCRIPT>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script type="text/plain">not code</script>',
    '<script src="/a.js"></script>',
    '<script type="">empty type</script>',
    '<style>a::after{content:"&amp;"}</style>',
    '<style>   </style>',
    '<!-- <script>commented()</script> -->',
    '<a title="<script>attr()</script>" href="/">link</a>',
    '<svg viewBox="0 0 1 1"><style>.b{fill:red}</style><rect style="fill:blue"/></svg>',
    '<math><mi style="color:green">x</mi></math>',
    '<textarea style="t"><script>not a script</script></textarea>',
    '<ul><li style="a:1">one<li style="a:2">two</ul>',
    '<table><tr><td style="c:1">cell</td></tr></table>',
  ];

  it('finds what a walk of the tree finds, for pages made of any pieces in any order', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let page = 0; page < 300; page += 1) {
      const count = 1 + (next() % 12);
      const html = Array.from({ length: count }, () => pieces[next() % pieces.length]).join('\n');
      expect(findInlineSources(html), html).toEqual(fromTree(html));
    }
  });

  it('allows the style of a form nested in a form, which a browser ignores: a hash that allows nothing else', () => {
    // The tree drops the inner form, as a browser does; the scan, reading attributes one by one,
    // cannot tell them from those of the tag before. A hash of a style no element has allows nothing.
    const html = '<form><form style="color:red"></form></form>';
    expect(fromTree(html).styleAttributes).toEqual([]);
    expect(findInlineSources(html).styleAttributes).toEqual(['color:red']);
  });
});
